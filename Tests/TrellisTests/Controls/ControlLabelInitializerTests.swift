import Foundation
import Testing
@testable import Trellis

/// Controls labelled with a title and a system image, and toggles bound to many values.
@Suite("Control label initialisers")
@MainActor
struct ControlLabelInitializerTests {
    private func frames(_ view: some View) -> [CGRect] {
        view.layout(in: ProposedViewSize(width: 300, height: 200), fonts: .testFont).elements.map(\.frame)
    }

    private func names(_ view: some View) -> [String] {
        view.layout(in: ProposedViewSize(width: 300, height: 200), fonts: .testFont).elements.map(\.name)
    }

    // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
    @Test("a button with a system image is the button with that label")
    func buttonSystemImage() {
        let short = Button("Share", systemImage: "square.and.arrow.up") {}
        let long = Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
        #expect(frames(short) == frames(long))
        #expect(names(short).contains("Image(systemName: \"square.and.arrow.up\")"))
    }

    @Test("a button with a system image and a role keeps the role")
    func buttonSystemImageRole() {
        let button = Button("Delete", systemImage: "trash", role: .destructive) {}
        #expect(button.role == .destructive)
        #expect(frames(button) == frames(Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }))
        let titled = Button(String("Delete"), systemImage: "trash", role: nil) {}
        #expect(titled.role == nil)
        #expect(names(titled).contains("Image(systemName: \"trash\")"))
    }

    // https://developer.apple.com/documentation/swiftui/toggle/init(_:systemimage:ison:)
    @Test("a toggle with a system image is the toggle with that label")
    func toggleSystemImage() {
        let short = Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
        let long = Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }
        #expect(frames(short) == frames(long))
        #expect(names(short).contains("Image(systemName: \"wifi\")"))
    }

    // https://developer.apple.com/documentation/swiftui/picker/init(_:systemimage:selection:content:)
    @Test("a picker with a system image is the picker with that label")
    func pickerSystemImage() {
        let short = Picker("Flavor", systemImage: "cup.and.saucer", selection: .constant(1)) { Text("One").tag(1) }
        let long = Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Label("Flavor", systemImage: "cup.and.saucer") }
        #expect(frames(short) == frames(long))
    }

    // https://developer.apple.com/documentation/swiftui/toggle/init(sources:ison:label:)
    @Test("a toggle over many values is on only when all are on")
    func sourcesReading() {
        let values = Values([true, false, true])
        let toggle = Toggle(sources: values.alarms, isOn: \.isOn) { Text("All") }
        #expect(toggle.isOn.wrappedValue == false)
        values.flags[1] = true
        #expect(toggle.isOn.wrappedValue == true)
        let none = Toggle("None", sources: [Alarm](), isOn: \.isOn)
        #expect(none.isOn.wrappedValue == false)
    }

    @Test("turning a toggle over many values on or off sets every value")
    func sourcesWriting() {
        let values = Values([true, false, false])
        let toggle = Toggle("All", systemImage: "alarm", sources: values.alarms, isOn: \.isOn)
        toggle.isOn.wrappedValue = true
        #expect(values.flags == [true, true, true])
        toggle.isOn.wrappedValue = false
        #expect(values.flags == [false, false, false])
    }
}

/// Values a test's bindings read and write.
@MainActor
private final class Values {
    var flags: [Bool]
    init(_ flags: [Bool]) { self.flags = flags }

    var alarms: [Alarm] {
        flags.indices.map { index in
            Alarm(isOn: Binding(get: { self.flags[index] }, set: { self.flags[index] = $0 }))
        }
    }
}

private struct Alarm {
    var isOn: Binding<Bool>
}
