// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// A photo's detail as apps write one (re-typed from the shape of public app code): a
/// `ShareLink` in the toolbar and one with a custom label under the caption, a refreshing
/// symbol with an effect that runs while loading.
private struct PhotoDetail: View {
    let url = URL(string: "https://example.com/photos/42")!
    @State private var isLoading = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: "arrow.triangle.2.circlepath")
                    .symbolEffect(.pulse, value: isLoading)
                    .symbolEffect(.variableColor.iterative, options: .repeating, isActive: isLoading)
                    .id("refresh")
                Text("Harbour at dawn").id("caption")
                ShareLink(item: url, subject: Text("A photo"), message: Text("Look at this")) {
                    Label("Send photo", systemImage: "paperplane")
                }
                .id("send")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(item: url, preview: SharePreview("Harbour at dawn", image: Image(systemName: "photo")))
                }
            }
        }
    }
}

/// The same screen written without the sharing views and effects: what they lay out as.
private struct PhotoDetailAsButtons: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: "arrow.triangle.2.circlepath").id("refresh")
                Text("Harbour at dawn").id("caption")
                Button {} label: { Label("Send photo", systemImage: "paperplane") }.id("send")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
                }
            }
        }
    }
}

@Suite("SwiftUI code: sharing a photo")
@MainActor
struct ShareCodeTests {
    // derived: ShareLink is a button with its label (Apple's documentation; `sharelink/basic`),
    // and a symbol effect animates layers without moving or resizing the image.
    @Test("share links lay out as buttons with their labels, symbol effects as the bare symbol")
    func shareLinksAreButtons() {
        let proposal = ProposedViewSize(width: 393, height: 852)
        let shared = PhotoDetail().layout(in: proposal)
        let buttons = PhotoDetailAsButtons().layout(in: proposal)
        for id in ["refresh", "caption", "send"] {
            #expect(shared.frame(of: id) != nil, "\(id)")
            #expect(shared.frame(of: id) == buttons.frame(of: id), "\(id)")
        }
    }
}
