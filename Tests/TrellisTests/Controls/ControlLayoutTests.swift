import Foundation
import Testing
import Trellis

/// The controls' layout rules (docs/semantics.md, "Controls"), checked with fixed-size labels
/// so the numbers do not depend on text measurement. Sources: the swiftui-web goldens named on
/// each test (github.com/iamcgn/swiftui-web, Fixtures/Goldens/…, iOS 26 and macOS 26.2).
@Suite("Control layout")
@MainActor
struct ControlLayoutTests {
    static let proposal = ProposedViewSize(width: 320, height: 480)

    static func environment(_ platform: TargetPlatform) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        environment.displayScale = 2   // the goldens are recorded at 2×
        return environment
    }

    static func frame<V: View>(_ view: V, on platform: TargetPlatform = .iOS, in proposal: ProposedViewSize = proposal) -> CGRect? {
        VStack(alignment: .leading) { view.id("c") }
            .layout(in: proposal, environment: environment(platform), fonts: .testFont).frame(of: "c")
    }

    /// A label of the size a golden measured.
    static func label(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.clear.frame(width: width, height: height)
    }

    @Test("an iOS bordered button pads its label 12 sideways and 7 above and below (ios/button/basic: 38.5 tall)")
    func iosBordered() {
        let button = Button(action: {}) { Self.label(71, 24.5) }.buttonStyle(.bordered)
        #expect(Self.frame(button)?.size == CGSize(width: 95, height: 38.5))
    }

    @Test("an iOS button in the default style is its label (ios/button/basic plain: 23.5 × 24.5)")
    func iosAutomatic() {
        let button = Button(action: {}) { Self.label(23.5, 24.5) }
        #expect(Self.frame(button)?.size == CGSize(width: 23.5, height: 24.5))
    }

    @Test("iOS control sizes: small 10 × 5 and large 20 × 15 around the label (ios/button/looks)")
    func iosControlSizes() {
        let small = Button(action: {}) { Self.label(28.5, 21) }.buttonStyle(.bordered).controlSize(.small)
        let large = Button(action: {}) { Self.label(43.5, 24.5) }.buttonStyle(.bordered).controlSize(.large)
        #expect(Self.frame(small)?.size == CGSize(width: 48.5, height: 31))
        #expect(Self.frame(large)?.size == CGSize(width: 83.5, height: 54.5))
    }

    @Test("a macOS button pads its label 12 sideways and is at least 24 tall (button/basic: Label 33 × 16 → 57 × 24)")
    func macDefault() {
        let button = Button(action: {}) { Self.label(33, 16) }
        #expect(Self.frame(button, on: .macOS)?.size == CGSize(width: 57, height: 24))
    }

    @Test("a custom button style's body is what lays out")
    func customStyle() {
        struct Padded: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding(5) }
        }
        let button = Button(action: {}) { Self.label(10, 10) }.buttonStyle(Padded())
        #expect(Self.frame(button)?.size == CGSize(width: 20, height: 20))
    }

    @Test("an iOS toggle fills the width, as tall as its 66 × 30 switch (ios/toggle/basic)")
    func iosToggle() {
        let toggle = Toggle(isOn: .constant(true)) { Self.label(22.5, 24.5) }
        #expect(Self.frame(toggle)?.size == CGSize(width: 320, height: 30))
        #expect(Self.frame(toggle.labelsHidden())?.size == CGSize(width: 66, height: 30))
    }

    @Test("a macOS checkbox is 16 + 5 before its label, 18.5 tall; hidden, 16 × 16 (toggle/basic)")
    func macCheckbox() {
        let toggle = Toggle(isOn: .constant(true)) { Self.label(17.5, 16) }
        #expect(Self.frame(toggle, on: .macOS)?.size == CGSize(width: 38.5, height: 18.5))
        #expect(Self.frame(toggle.labelsHidden(), on: .macOS)?.size == CGSize(width: 16, height: 16))
    }

    @Test("a macOS switch follows its label 8 apart, 54 × 24 (toggle/styles: 49 + 8 + 54 = 111)")
    func macSwitch() {
        let toggle = Toggle(isOn: .constant(true)) { Self.label(49, 16) }.toggleStyle(.switch)
        #expect(Self.frame(toggle, on: .macOS)?.size == CGSize(width: 111, height: 24))
    }

    @Test("iOS text fields fill the width: 34 with a rounded border, 26 plain (ios/textfield/basic)")
    func iosTextFields() {
        let rounded = TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder)
        let plain = TextField("Name", text: .constant(""))
        #expect(Self.frame(rounded)?.size == CGSize(width: 320, height: 34))
        #expect(Self.frame(plain)?.size == CGSize(width: 320, height: 26))
    }

    @Test("a macOS text field is a 24 pt bezel as wide as offered (textfield/basic)")
    func macTextField() {
        #expect(Self.frame(SecureField("Password", text: .constant("x")), on: .macOS)?.size == CGSize(width: 320, height: 24))
    }

    @Test("sliders fill the width: 31 tall on iOS, 16 on macOS (ios/slider/basic, slider/basic)")
    func sliders() {
        #expect(Self.frame(Slider(value: .constant(0.5)))?.size == CGSize(width: 320, height: 31))
        #expect(Self.frame(Slider(value: .constant(0.5)), on: .macOS)?.size == CGSize(width: 320, height: 16))
    }

    @Test("a stepper's buttons: 94 × 32 on iOS, 20 × 26 on macOS (stepper goldens, hidden labels)")
    func steppers() {
        let stepper = Stepper("Count", value: .constant(3)).labelsHidden()
        #expect(Self.frame(stepper)?.size == CGSize(width: 94, height: 32))
        #expect(Self.frame(stepper, on: .macOS)?.size == CGSize(width: 20, height: 26))
    }

    @Test("progress: a 4 pt bar and a 20 pt spinner on iOS; a 20 pt row and a 32 pt spinner on macOS")
    func progress() {
        #expect(Self.frame(ProgressView(value: 0.4))?.size == CGSize(width: 320, height: 4))
        #expect(Self.frame(ProgressView())?.size == CGSize(width: 20, height: 20))
        #expect(Self.frame(ProgressView(value: 0.4), on: .macOS)?.size == CGSize(width: 320, height: 20))
        #expect(Self.frame(ProgressView(), on: .macOS)?.size == CGSize(width: 32, height: 32))
    }

    @Test("an iOS segmented picker fills the width, 31 tall (ios/picker/basic)")
    func segmented() {
        let picker = Picker("Size", selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) }.pickerStyle(.segmented)
        #expect(Self.frame(picker)?.size == CGSize(width: 320, height: 31))
    }

    @Test("an iOS menu picker is its selection 13.5 in, chevrons 9 wide 4 after it, 8 above and below")
    func menuPicker() {
        let picker = Picker("Fruit", selection: .constant(1)) { Self.label(44, 24.5).tag(1); Self.label(60, 24.5).tag(2) }
        #expect(Self.frame(picker)?.size == CGSize(width: 84, height: 40.5))
    }
}
