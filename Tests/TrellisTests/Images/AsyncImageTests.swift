import Foundation
import Testing
@testable import Trellis

/// `AsyncImage`: a file URL loaded as the view is laid out; other URLs stay empty.
@Suite("AsyncImage")
@MainActor
struct AsyncImageTests {
    /// A PNG file of `width` × `height` pixels in a fresh folder.
    private func pngFile(width: Int, height: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asyncimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("image.png")
        try TestImages.png(width: width, height: height).write(to: url)
        return url
    }

    // https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:)
    @Test("a file that loads is shown at its own size, divided by the scale")
    func loadsFile() throws {
        let url = try pngFile(width: 40, height: 20)
        #expect(AsyncImage(url: url).layout(in: ProposedViewSize(width: 300, height: 300)).size == CGSize(width: 40, height: 20))
        #expect(AsyncImage(url: url, scale: 2).layout(in: ProposedViewSize(width: 300, height: 300)).size == CGSize(width: 20, height: 10))
    }

    @Test("without a URL, or with one Trellis does not fetch, the placeholder fills the space offered")
    func placeholder() {
        let proposal = ProposedViewSize(width: 120, height: 80)
        #expect(AsyncImage(url: nil).layout(in: proposal).size == CGSize(width: 120, height: 80))
        #expect(AsyncImage(url: URL(string: "https://example.com/a.png")).layout(in: proposal).size == CGSize(width: 120, height: 80))
    }

    // https://developer.apple.com/documentation/swiftui/asyncimagephase
    @Test("the phase is success for a file that loads, failure for one that does not, empty otherwise")
    func phases() throws {
        let url = try pngFile(width: 4, height: 4)
        #expect(AsyncImagePhase.load(url, scale: 1).image != nil)
        #expect(AsyncImagePhase.load(url, scale: 1).error == nil)
        let missing = url.deletingLastPathComponent().appendingPathComponent("missing.png")
        #expect(AsyncImagePhase.load(missing, scale: 1).error != nil)
        let garbage = url.deletingLastPathComponent().appendingPathComponent("garbage.png")
        try Data("not an image".utf8).write(to: garbage)
        #expect(AsyncImagePhase.load(garbage, scale: 1).error != nil)
        #expect(AsyncImagePhase.load(garbage, scale: 1).image == nil)
        guard case .empty = AsyncImagePhase.load(nil, scale: 1) else {
            Issue.record("no URL should be empty")
            return
        }
    }

    @Test("the content closure is given the phase the load ends in")
    func phaseContent() throws {
        let url = try pngFile(width: 10, height: 10)
        func view(_ url: URL?) -> some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case let .success(image): image.resizable().frame(width: 30, height: 30)
                case .failure: Text("failed").id("failed")
                case .empty: Color.red.frame(width: 5, height: 5)
                @unknown default: EmptyView()
                }
            }
        }
        #expect(view(url).layout(in: .unspecified).size == CGSize(width: 30, height: 30))
        #expect(view(url.appendingPathExtension("gone")).layout(in: .unspecified, fonts: .testFont).frame(of: "failed") != nil)
        #expect(view(nil).layout(in: .unspecified).size == CGSize(width: 5, height: 5))
    }

    @Test("content and placeholder: the image's view once loaded, the placeholder otherwise")
    func contentPlaceholder() throws {
        let url = try pngFile(width: 10, height: 10)
        func view(_ url: URL?) -> some View {
            AsyncImage(url: url) { image in image.resizable().frame(width: 24, height: 24) } placeholder: { Color.gray.frame(width: 8, height: 8) }
        }
        #expect(view(url).layout(in: .unspecified).size == CGSize(width: 24, height: 24))
        #expect(view(nil).layout(in: .unspecified).size == CGSize(width: 8, height: 8))
    }
}
