import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The explainer page of a change between two states: both pictures, and the change with a
/// time slider.
@Suite("Explainer page of two states")
@MainActor
struct ExplainerStatesTests {
    static func traces() -> (LayoutTrace, LayoutTrace) {
        (LayoutTrace(AnimatedSVGTests.column(width: 20), in: .unspecified, fonts: .testFont),
         LayoutTrace(AnimatedSVGTests.column(width: 40), in: .unspecified, fonts: .testFont))
    }

    /// The values of every `id` attribute in `page`.
    static func ids(_ page: String) -> [String] {
        page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("the page shows the picture before and after the change, and explains the state after it")
    func bothStates() throws {
        let (start, end) = Self.traces()
        let page = ExplainerPage().render(start, then: end)
        #expect(page.contains("<figure id=\"state-before\">"))
        #expect(page.contains("<figure id=\"state-after\">"))
        #expect(!page.contains("id=\"state-change\""))
        #expect(page.contains("data-id=\"a\" data-name=\"frame(width: 20, height: 20)\""))
        #expect(page.contains("data-id=\"a\" data-name=\"frame(width: 40, height: 20)\""))
        // The explained picture is the second state's, as its page alone shows it.
        let alone = ExplainerPage().render(end)
        let picture = try #require(alone.range(of: "<section id=\"picture\">"))
        let mainEnd = try #require(alone.range(of: "</main>"))
        #expect(page.contains(alone[picture.lowerBound ..< mainEnd.upperBound]))
    }

    @Test("with the animation, the change is shown with a slider as long as the animation")
    func changeWithSlider() {
        let (start, end) = Self.traces()
        let animation = AnimatedSVGTests.growing()
        let page = ExplainerPage().render(start, then: end, animation: animation)
        #expect(page.contains("<figure id=\"state-change\">"))
        #expect(page.contains("id=\"state-slider\" type=\"range\" min=\"0\" max=\"\(Int(animation.duration * 1000))\""))
        #expect(page.contains("@keyframes trellis-m"))
    }

    @Test("a change delayed 1e300 seconds has a slider of at most a day")
    func farChangeSlider() {
        let (start, end) = Self.traces()
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"), fonts: .testFont)
        let animation = host.animate(.linear(duration: 1).delay(1e300), in: .unspecified) {
            host.replace(id: "bar", with: Color.red.frame(width: 40))
        }
        let page = ExplainerPage().render(start, then: end, animation: animation)
        #expect(page.contains("id=\"state-slider\" type=\"range\" min=\"0\" max=\"86400000\""))
    }

    @Test("a change that never settles has a slider of its first minute")
    func unsettledChangeSlider() {
        let (start, end) = Self.traces()
        let host = LayoutHost(Color.red.frame(width: 10).id("bar"), fonts: .testFont)
        let animation = host.animate(.spring(response: 0.5, dampingFraction: 0), in: .unspecified) {
            host.replace(id: "bar", with: Color.red.frame(width: 40))
        }
        let page = ExplainerPage().render(start, then: end, animation: animation)
        #expect(page.contains("id=\"state-slider\" type=\"range\" min=\"0\" max=\"60000\""))
    }

    @Test("every id on the page is unique: each picture's are prefixed")
    func uniqueIDs() {
        let (start, end) = Self.traces()
        let ids = Self.ids(ExplainerPage().render(start, then: end, animation: AnimatedSVGTests.growing()))
        #expect(ids.contains("before-a") && ids.contains("change-a") && ids.contains("after-a") && ids.contains("a"))
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test("the first state's own explainer page is inside the page, escaped, hidden until asked for")
    func firstStateExplained() {
        let (start, end) = Self.traces()
        let page = ExplainerPage().render(start, then: end)
        let own = ExplainerPage().render(start)
        #expect(page.contains("<iframe id=\"explain-before-page\" title=\"The state before the change, explained\" hidden srcdoc=\"\(Format.xml(own))\"></iframe>"))
        #expect(page.contains("<button id=\"explain-before\" type=\"button\">before the change</button>"))
    }

    @Test("a page of one state has no pictures of states")
    func oneState() {
        #expect(!ExplainerPage().render(Self.traces().0).contains("id=\"states\""))
    }
}
