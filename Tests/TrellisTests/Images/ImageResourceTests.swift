import Foundation
import Testing
@testable import Trellis

/// Image resources: an image named in a bundle, and the controls labelled with one.
@Suite("Image resources")
@MainActor
struct ImageResourceTests {
    /// A bundle folder holding `avatar.png`, `width` × `height` pixels.
    private func bundle(width: Int, height: Int) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imageresource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TestImages.png(width: width, height: height).write(to: folder.appendingPathComponent("avatar.png"))
        return try #require(Bundle(url: folder))
    }

    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: ProposedViewSize(width: 300, height: 200), fonts: .testFont)
    }

    // https://developer.apple.com/documentation/swiftui/image/init(_:)-82gr5
    @Test("an image from a resource is the named image in the resource's bundle")
    func imageFromResource() throws {
        let resource = ImageResource(name: "avatar", bundle: try bundle(width: 30, height: 12))
        #expect(layout(Image(resource)).size == CGSize(width: 30, height: 12))
    }

    @Test("an image resource that names no image gives an empty image, as a missing name does")
    func missingResource() throws {
        let folder = try bundle(width: 2, height: 2)
        let resource = ImageResource(name: "nothing-here", bundle: folder)
        #expect(layout(Image(resource)).size == layout(Image("nothing-here", bundle: folder)).size)
    }

    // https://developer.apple.com/documentation/swiftui/button/init(_:image:action:)
    @Test("a button with an image resource is the button with that label")
    func button() throws {
        let resource = ImageResource(name: "avatar", bundle: try bundle(width: 20, height: 20))
        let short = layout(Button("Profile", image: resource) {})
        let long = layout(Button {} label: { Label { Text("Profile") } icon: { Image(resource) } })
        #expect(short.elements.map(\.frame) == long.elements.map(\.frame))
        #expect(short.elements.contains { $0.frame.size == CGSize(width: 20, height: 20) })
        let role = Button("Delete", image: resource, role: .destructive) {}
        #expect(role.role == .destructive)
    }

    // https://developer.apple.com/documentation/swiftui/toggle/init(_:image:ison:)
    @Test("a toggle with an image resource is the toggle with that label")
    func toggle() throws {
        let resource = ImageResource(name: "avatar", bundle: try bundle(width: 20, height: 20))
        let short = layout(Toggle("Wi-Fi", image: resource, isOn: .constant(true)))
        let long = layout(Toggle(isOn: .constant(true)) { Label { Text("Wi-Fi") } icon: { Image(resource) } })
        #expect(short.elements.map(\.frame) == long.elements.map(\.frame))
        #expect(short.elements.contains { $0.frame.size == CGSize(width: 20, height: 20) })
    }

    @Test("a toggle over many values with an image resource sets every value")
    func toggleSources() throws {
        let resource = ImageResource(name: "avatar", bundle: try bundle(width: 20, height: 20))
        let box = ResourceToggleValues()
        let sources = [0, 1].map { index in Binding(get: { box.values[index] }, set: { box.values[index] = $0 }) }
        let toggle = Toggle("All", image: resource, sources: sources, isOn: \.self)
        toggle.isOn.wrappedValue = true
        #expect(box.values == [true, true])
    }

    // https://developer.apple.com/documentation/swiftui/picker/init(_:image:selection:content:)
    @Test("a picker with an image resource is the picker with that label")
    func picker() throws {
        let resource = ImageResource(name: "avatar", bundle: try bundle(width: 20, height: 20))
        let short = layout(Picker("Flavor", image: resource, selection: .constant(1)) { Text("One").tag(1) })
        let long = layout(Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Label { Text("Flavor") } icon: { Image(resource) } })
        #expect(short.elements.map(\.frame) == long.elements.map(\.frame))
    }
}

/// The values a toggle over many values sets.
@MainActor
private final class ResourceToggleValues {
    var values = [false, false]
}
