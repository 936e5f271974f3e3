import Foundation
import Testing
@testable import Trellis

/// Symbol images with variable values, symbol rendering modes on images, and dynamic range.
@Suite("Image variable values and dynamic range")
@MainActor
struct ImageVariableValueTests {
    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: ProposedViewSize(width: 300, height: 300), fonts: .testFont)
    }

    // https://developer.apple.com/documentation/swiftui/image/init(systemname:variablevalue:)
    @Test("a symbol with a variable value is sized as the symbol")
    func symbolVariableValue() {
        for value in [0, 0.5, 1, nil, .nan] as [Double?] {
            #expect(layout(Image(systemName: "wifi", variableValue: value)).size == layout(Image(systemName: "wifi")).size)
        }
        #expect(layout(Image(systemName: "wifi", variableValue: 0.5).font(.largeTitle)).size
            == layout(Image(systemName: "wifi").font(.largeTitle)).size)
    }

    @Test("a named image with a variable value is looked up as the named image")
    func namedVariableValue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variablevalue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TestImages.png(width: 24, height: 16).write(to: folder.appendingPathComponent("meter.png"))
        let bundle = try #require(Bundle(url: folder))
        #expect(layout(Image("meter", variableValue: 0.3, bundle: bundle)).size == CGSize(width: 24, height: 16))
        #expect(layout(Image("meter", variableValue: 0.3, bundle: bundle, label: Text("Meter"))).size == CGSize(width: 24, height: 16))
        let decorative = Image(decorative: "meter", variableValue: 0.3, bundle: bundle)
        #expect(decorative == Image(decorative: "meter", bundle: bundle))
    }

    // https://developer.apple.com/documentation/swiftui/image/symbolrenderingmode(_:)
    @Test("an image's symbol rendering mode leaves its layout as it was")
    func imageRenderingMode() {
        let plain = layout(Image(systemName: "cloud.sun"))
        let modal = layout(Image(systemName: "cloud.sun").symbolRenderingMode(.multicolor))
        #expect(modal.elements.map(\.frame) == plain.elements.map(\.frame))
    }

    // https://developer.apple.com/documentation/swiftui/image/alloweddynamicrange(_:)
    @Test("the allowed dynamic range is kept in the environment and changes no layout")
    func dynamicRange() {
        var environment = EnvironmentValues()
        #expect(environment.allowedDynamicRange == nil)
        environment.allowedDynamicRange = .high
        #expect(environment.allowedDynamicRange == .high)
        #expect(Image.DynamicRange.standard != .constrainedHigh)
        let plain = layout(Image(systemName: "sun.max"))
        #expect(layout(Image(systemName: "sun.max").allowedDynamicRange(.high)).elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(layout(Image(systemName: "sun.max").allowedDynamicRange(.standard)).elements.map(\.frame) == plain.elements.map(\.frame))
    }

    @Test("a view's allowed dynamic range reaches the views inside")
    func viewDynamicRange() {
        let probe = EnvironmentProbe()
        _ = layout(EnvironmentReader(probe: probe).allowedDynamicRange(.constrainedHigh))
        #expect(probe.range == .constrainedHigh)
    }
}

/// What a view read from its environment.
@MainActor
private final class EnvironmentProbe {
    var range: Image.DynamicRange?
}

/// A view that records the allowed dynamic range it is given.
private struct EnvironmentReader: View {
    let probe: EnvironmentProbe
    @Environment(\.allowedDynamicRange) private var range

    var body: some View {
        probe.range = range
        return Color.clear
    }
}

/// Menus labelled with an image resource.
@Suite("Menu image resources")
@MainActor
struct MenuImageResourceTests {
    // https://developer.apple.com/documentation/swiftui/menu/init(_:image:content:)
    @Test("a menu with an image resource is the menu with that label")
    func menu() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("menuresource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TestImages.png(width: 18, height: 18).write(to: folder.appendingPathComponent("avatar.png"))
        let resource = ImageResource(name: "avatar", bundle: try #require(Bundle(url: folder)))
        let proposal = ProposedViewSize(width: 300, height: 200)
        let short = Menu("Account", image: resource) { Button("Sign Out") {} }.layout(in: proposal, fonts: .testFont)
        let long = Menu { Button("Sign Out") {} } label: { Label { Text("Account") } icon: { Image(resource) } }
            .layout(in: proposal, fonts: .testFont)
        #expect(short.elements.map(\.frame) == long.elements.map(\.frame))
        #expect(short.elements.contains { $0.frame.size == CGSize(width: 18, height: 18) })
        var ran = false
        let primary = Menu("Account", image: resource) { Button("Sign Out") {} } primaryAction: { ran = true }
        primary.primaryAction?()
        #expect(ran)
    }
}
