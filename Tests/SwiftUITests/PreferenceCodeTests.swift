// Written as SwiftUI code writes preferences: only `import SwiftUI`, nothing from Trellis by
// name but the headless host the test reads results from. The views use the forms apps use
// (trailing closures, the older overloads without an alignment, `@State` set from an action).
import SwiftUI
import Testing

/// The tallest row, as a list's header reads it.
private struct TallestRow: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Tab frames by name, set with anchors.
private struct TabBounds: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// A tab bar whose selection indicator is drawn under the selected tab, from its anchor.
private struct TabBar: View {
    let selected: String
    @State private var tallest: CGFloat = 0
    @State private var width: CGFloat = 0

    var body: some View {
        HStack(spacing: 12) {
            ForEach(["Inbox", "Sent", "Archive"], id: \.self) { name in
                Color.gray.frame(width: CGFloat(name.count * 10), height: 24)
                    .anchorPreference(key: TabBounds.self, value: .bounds) { [name: $0] }
                    .preference(key: TallestRow.self, value: 24)
            }
        }
        .onPreferenceChange(TallestRow.self) { tallest = $0 }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newValue in
            width = newValue
        }
        .overlayPreferenceValue(TabBounds.self) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[selected] {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width, height: 2)
                        .offset(x: rect.minX, y: rect.maxY)
                        .id("indicator")
                }
            }
        }
        .backgroundPreferenceValue(TallestRow.self) { height in
            Color.clear.frame(height: height)
        }
    }
}

/// What a lazily revealing container measures of its content.
private struct Extent: Equatable, Sendable {
    var available: CGFloat
    var used: CGFloat
}

/// Records what an action saw (the view's `@State` would be written in an app).
@MainActor
private final class Seen {
    var extents: [Extent] = []
}

/// The shape of a lazily revealing flow (tevelee/SwiftUI-Flow's `LazyFlowBody`, re-typed in
/// outline): a stored `@Sendable` geometry transform handed to `onGeometryChange` through a
/// capture list, an action that updates state, and `onChange(of:)` beside it.
private struct RevealingRows: View {
    let measure: @Sendable (GeometryProxy) -> Extent
    let seen: Seen
    @State private var visible = 1

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<visible, id: \.self) { _ in Color.gray.frame(height: 20) }
        }
        .onGeometryChange(for: Extent.self) { [measure] proxy in
            measure(proxy)
        } action: { extent in
            seen.extents.append(extent)
            if extent.available > extent.used { visible += 1 }
        }
        .onChange(of: visible) {
            _ = visible
        }
    }
}

@Suite("SwiftUI code: preferences")
@MainActor
struct PreferenceCodeTests {
    @Test("a tab bar's indicator sits under the selected tab")
    func indicatorUnderSelection() {
        let result = LayoutHost(TabBar(selected: "Sent")).layout(in: ProposedViewSize(width: 300, height: 100))
        // Tabs 50, 40 and 70 wide, 12 apart: "Sent" spans 62 to 102 within the bar.
        #expect(result.frame(of: "indicator") == CGRect(x: 62, y: 24, width: 40, height: 2))
    }

    @Test("a lazily revealing container's geometry action sees its frame, settled in one layout call")
    func revealingRows() {
        let seen = Seen()
        let view = RevealingRows(measure: { Extent(available: 100, used: $0.size.height) }, seen: seen)
            .frame(width: 50)
        _ = LayoutHost(view).layout(in: ProposedViewSize(width: 50, height: 100))
        // Each action adds a row; the host lays out again until the rows fill the 100 points
        // (docs/semantics.md, "Events": settling).
        #expect(seen.extents == [20, 40, 60, 80, 100].map { Extent(available: 100, used: $0) })
    }
}
