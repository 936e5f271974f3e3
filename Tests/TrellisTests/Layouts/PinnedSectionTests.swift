import Foundation
import Testing
@testable import Trellis

/// Pinned section headers and footers in a lazy stack in a scroll view. Source: swiftui-web
/// goldens `lazy/pinned-headers`, `lazy/pinned-footers` and `lazy/pinned-both` (macOS 26.2;
/// their fixture `LazyPinnedFixtures`: three sections "a", "b", "c", each a 200 × 24 header,
/// eight 200 × 20 rows marked "<section><row>" and a 200 × 16 footer, in a
/// `LazyVStack(spacing: 0, pinnedViews:)` in a scroll view filling a 300 × 200 window; a reader
/// scrolls row "b3" to the top, then "a7" or "b0" to the bottom).
@Suite("Lazy stacks: pinned sections")
@MainActor
struct PinnedSectionTests {
    private struct PinnedSection: View {
        let prefix: String
        var body: some View {
            Section {
                ForEach(0 ..< 8, id: \.self) { index in Color.blue.frame(width: 200, height: 20).id("\(prefix)\(index)") }
            } header: {
                Color.gray.frame(width: 200, height: 24).id("\(prefix)H")
            } footer: {
                Color.black.frame(width: 200, height: 16).id("\(prefix)F")
            }
        }
    }

    private func host(_ pinned: PinnedScrollableViews) -> LayoutHost {
        LayoutHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                PinnedSection(prefix: "a")
                PinnedSection(prefix: "b")
                PinnedSection(prefix: "c")
            }
        }.id("scroll"))
    }

    private let window = ProposedViewSize(width: 300, height: 200)

    private func frame(_ result: LayoutResult, _ id: String) -> CGRect? { result.frame(of: id) }

    @Test("at rest pinned sections sit where they would anyway")
    func restingSections() {
        // Golden lazy/pinned-headers at rest: aH at 0, a0…a7 at 24…164, aF at 184.
        let result = host(.sectionHeaders).layout(in: window)
        #expect(frame(result, "aH") == CGRect(x: 50, y: 0, width: 200, height: 24))
        #expect(frame(result, "a7")?.minY == 164)
        #expect(frame(result, "aF")?.minY == 184)
    }

    @Test("a pinned header sticks to the top over its section's rows")
    func headerSticks() {
        // Golden lazy/pinned-headers, step b3: bH at 0 over b3; b7 at 80, bF 100, cH 116, c2 180.
        let host = host(.sectionHeaders)
        _ = host.layout(in: window)
        host.scrollTo("b3", anchor: .top)
        let result = host.layout(in: window)
        #expect(frame(result, "b3")?.minY == 0)
        #expect(frame(result, "bH") == CGRect(x: 50, y: 0, width: 200, height: 24))
        #expect(frame(result, "bF")?.minY == 100)
        #expect(frame(result, "cH")?.minY == 116)
        #expect(frame(result, "c2")?.minY == 180)
        #expect(result.element(id: "bH")?.zIndex == 1)
    }

    @Test("a pinned footer sticks to the bottom over its section's rows")
    func footerSticks() {
        // Golden lazy/pinned-footers: step b3, cF at 184 (it would be at 300); step b0-bottom,
        // bF at 184 over b0 (at 180), bH at 156, aF at 140.
        let host = host(.sectionFooters)
        _ = host.layout(in: window)
        host.scrollTo("b3", anchor: .top)
        let scrolled = host.layout(in: window)
        #expect(frame(scrolled, "cF")?.minY == 184)
        #expect(frame(scrolled, "bF")?.minY == 100)
        host.scrollTo("b0", anchor: .bottom)
        let result = host.layout(in: window)
        #expect(frame(result, "b0")?.minY == 180)
        #expect(frame(result, "bF")?.minY == 184)
        #expect(frame(result, "bH")?.minY == 156)
        #expect(frame(result, "aF")?.minY == 140)
    }

    @Test("headers and footers pinned together each stick to their edge")
    func bothStick() {
        // Golden lazy/pinned-both, step b3: bH at 0, cF at 184.
        let host = host([.sectionHeaders, .sectionFooters])
        _ = host.layout(in: window)
        host.scrollTo("b3", anchor: .top)
        let result = host.layout(in: window)
        #expect(frame(result, "bH")?.minY == 0)
        #expect(frame(result, "cF")?.minY == 184)
        #expect(frame(result, "cH")?.minY == 116)
    }

    @Test("an unpinned header scrolls away with its section")
    func unpinnedHeaderScrolls() {
        let host = host([])
        host.scrollTo("b3", anchor: .top)
        #expect(host.layout(in: window).frame(of: "bH")?.minY == -84)
    }

    // Derived: the goldens never push a header; a header stops at its section's end.
    @Test("a pinned header is pushed away by the end of its section")
    func headerPushedBySectionEnd() {
        let host = host(.sectionHeaders)
        // Section a ends at 200 (its footer's end): scrolled 190, its 24-tall header goes no
        // lower than 176, 14 above the top; section b's header is at 10.
        host.scroll("scroll", to: ScrollPosition(y: 190))
        let result = host.layout(in: window)
        #expect(frame(result, "aH")?.minY == -14)
        #expect(frame(result, "bH")?.minY == 10)
    }

    @Test("sections made by a ForEach pin as written ones do")
    func forEachOfSectionsPins() {
        // Golden lazy/pinned-headers, step b3, with the sections made by a ForEach.
        let host = LayoutHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(["a", "b", "c"], id: \.self) { PinnedSection(prefix: $0) }
            }
        })
        _ = host.layout(in: window)
        host.scrollTo("b3", anchor: .top)
        let result = host.layout(in: window)
        #expect(frame(result, "bH")?.minY == 0)
        #expect(frame(result, "b3")?.minY == 0)
        #expect(frame(result, "cH")?.minY == 116)
    }
}
