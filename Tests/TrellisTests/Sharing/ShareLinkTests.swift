import Foundation
import Testing
@testable import Trellis

/// `ShareLink`'s layout: a button with its label (Apple's documentation of `ShareLink`; the
/// default label "Share" with the `square.and.arrow.up` symbol, as `sharelink/basic` records
/// it, `ShareLinkFixtureTests`), whichever items it shares.
@Suite("ShareLink")
@MainActor
struct ShareLinkTests {
    private func size(_ view: some View) -> CGSize {
        view.layout(in: ProposedViewSize(width: 390, height: 300), environment: .recording(.iOS)).size
    }

    @Test("the default label is Share with the square.and.arrow.up symbol, in a button")
    func defaultLabel() {
        let link = size(ShareLink(item: URL(string: "https://example.com")!))
        let button = size(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") })
        #expect(link == button)
        #expect(link.width > 0)
    }

    @Test("on macOS the default label is Share… with the symbol")
    func macOSDefaultLabel() {
        let macOS = EnvironmentValues.recording(.macOS)
        let proposal = ProposedViewSize(width: 390, height: 300)
        let link = ShareLink(item: URL(string: "https://example.com")!).layout(in: proposal, environment: macOS).size
        let button = (Button {} label: { Label("Share…", systemImage: "square.and.arrow.up") })
            .layout(in: proposal, environment: macOS).size
        let share = (Button {} label: { Label("Share", systemImage: "square.and.arrow.up") })
            .layout(in: proposal, environment: macOS).size
        #expect(link == button)
        #expect(link.width > share.width)
    }

    @Test("a title replaces Share beside the symbol")
    func title() {
        let link = size(ShareLink("Send the recipe", item: "Pancakes"))
        let button = size(Button {} label: { Label("Send the recipe", systemImage: "square.and.arrow.up") })
        #expect(link == button)
    }

    @Test("a link sharing several strings with previews lays out as one sharing a URL")
    func itemsWithPreviews() {
        let many = size(ShareLink(items: ["a", "b"], preview: { SharePreview($0) }))
        let one = size(ShareLink(item: URL(string: "https://example.com")!))
        #expect(many == one)
    }

    @Test("a custom label is the button's label, in the button style around the link")
    func customLabel() {
        let link = size(ShareLink(item: Data(), preview: SharePreview("Bytes")) { Text("Export") }.buttonStyle(.bordered))
        let button = size(Button {} label: { Text("Export") }.buttonStyle(.bordered))
        #expect(link == button)
    }

    @Test("activating a link runs its button: headless no share sheet is presented, nothing changes")
    func activate() {
        let host = LayoutHost(ShareLink(item: "Hello").id("share"))
        let before = host.layout(in: ProposedViewSize(width: 390, height: 300)).size
        #expect(host.activate(id: "share"))
        #expect(host.layout(in: ProposedViewSize(width: 390, height: 300)).size == before)
    }
}
