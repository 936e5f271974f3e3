// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). The UIKit names SwiftUI code reaches through `import SwiftUI` on iOS: colours,
// fonts, the hosting controller, the application's window and the view hierarchy.
import SwiftUI
import Testing

/// A card, the content the hosting controller tests size.
private struct Card: View {
    var body: some View {
        VStack(spacing: 8) {
            Color.red.frame(width: 120, height: 40)
            Color.blue.frame(height: 20)
        }
        .padding(12)
    }
}

/// Records when its window changes.
private final class WindowWatcher: UIView {
    var moves: [Bool] = []
    override func didMoveToWindow() { moves.append(window != nil) }
}

@Suite("UIKit names as SwiftUI code uses them")
@MainActor
struct UIKitBridgeTests {
    // derived: UIHostingController.sizeThatFits(in:) in Apple's documentation — the size the
    // hosted SwiftUI view takes for that proposal.
    @Test("UIHostingController.sizeThatFits(in:) is the size Trellis lays the root view out at")
    func hostingControllerSizeThatFits() {
        let controller = UIHostingController(rootView: Card())
        let proposal = CGSize(width: 300, height: CGFloat.infinity)
        #expect(controller.sizeThatFits(in: proposal) == Card().layout(in: ProposedViewSize(proposal)).size)
        #expect(controller.sizeThatFits(in: proposal) == CGSize(width: 300, height: 92))
    }

    @Test("a hosting controller's view asks for the root view's ideal size")
    func hostingViewIntrinsicSize() {
        let controller = UIHostingController(rootView: Card())
        #expect(controller.view.intrinsicContentSize == CGSize(width: 144, height: 92))
    }

    @Test("Color(uiColor:) of a system colour resolves as SwiftUI's colour of that name, in either scheme")
    func systemUIColorIsSwiftUIColor() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        for environment in [EnvironmentValues(), dark] {
            #expect(Color(uiColor: .systemRed).resolve(in: environment) == Color.red.resolve(in: environment))
            #expect(Color(uiColor: .label).resolve(in: environment) == Color.primary.resolve(in: environment))
        }
        #expect(Color(uiColor: .label).resolve(in: dark) != Color(uiColor: .label).resolve(in: EnvironmentValues()))
    }

    @Test("UIColor's fixed colours are UIKit's plain RGB values")
    func fixedUIColorsArePlainRGB() {
        #expect(Color(uiColor: .red).resolve(in: EnvironmentValues()) == Color(.sRGB, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues()))
        #expect(Color(uiColor: .gray).resolve(in: EnvironmentValues()) == Color(.sRGB, white: 0.5).resolve(in: EnvironmentValues()))
    }

    @Test("UIColor(color).getRed reads the colour's sRGB components and opacity")
    func getRedReadsComponents() {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.25)).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 1) < 1e-5 && abs(green - 0.5) < 1e-5 && abs(blue) < 1e-5 && abs(alpha - 0.25) < 1e-5)
    }

    @Test("Font(uiFont) of a system font lays text out as Font.system of its size and weight")
    func uiFontSizeReachesText() {
        let proposal = ProposedViewSize.unspecified
        let fromUIKit = Text("Hello, world").font(Font(UIFont.systemFont(ofSize: 30, weight: .semibold))).layout(in: proposal, fonts: .testFont)
        let fromSwiftUI = Text("Hello, world").font(.system(size: 30, weight: .semibold)).layout(in: proposal, fonts: .testFont)
        let body = Text("Hello, world").layout(in: proposal, fonts: .testFont)
        #expect(fromUIKit.size == fromSwiftUI.size)
        #expect(fromUIKit.size != body.size)
    }

    @Test("UIFont.preferredFont(forTextStyle:) has iOS's size and lays text out in the style's font")
    func preferredFontIsTheTextStyle() {
        let font = UIFont.preferredFont(forTextStyle: .largeTitle)
        #expect(font.pointSize == 34)
        let fromUIKit = Text("Title").font(Font(font)).layout(in: .unspecified, fonts: .testFont)
        #expect(fromUIKit.size == Text("Title").font(.largeTitle).layout(in: .unspecified, fonts: .testFont).size)
    }

    @Test("a font size that is not finite and positive is 0")
    func badFontSizeIsZero() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 0)
    }

    @Test("the application's key window fills the screen with the device's safe area")
    func keyWindowHasTheSafeArea() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1 && scene.activationState == .foregroundActive)
        let window = try #require(scene.keyWindow)
        #expect(window.isKeyWindow && scene.windows == [window])
        #expect(window.bounds == UIScreen.main.bounds)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("opening a URL headless opens nothing and says so")
    func openURLReportsFalse() async {
        let url = URL(string: "https://example.com")!
        #expect(!UIApplication.shared.canOpenURL(url))
        let opened = await withCheckedContinuation { continuation in
            UIApplication.shared.open(url) { continuation.resume(returning: $0) }
        }
        #expect(!opened)
    }

    @Test("a view is told when it enters and leaves a window")
    func didMoveToWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let watcher = WindowWatcher()
        container.addSubview(watcher)
        window.addSubview(container)
        #expect(watcher.window === window && watcher.superview === container)
        container.removeFromSuperview()
        #expect(watcher.moves == [true, false])
        #expect(window.subviews.isEmpty)
    }

    @Test("performWithoutAnimation disables animations for its block only")
    func performWithoutAnimation() {
        var inside: Bool?
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(inside == false && UIView.areAnimationsEnabled)
    }

    @Test("UIImage(named:) is nil when no image has the name")
    func missingNamedImageIsNil() {
        #expect(UIImage(named: "no-such-image-\(UUID().uuidString)") == nil)
    }

    /// A switch that is on, drawn as a PNG file.
    private func png(_ view: some View) throws -> Data {
        let renderer = ImageRenderer(content: view.frame(width: 200))
        return try #require(renderer.uiImage?.pngData())
    }

    // derived: Apple's documentation of `tint(_:)` — the tint colours a toggle's switch.
    @Test("tint(_:) colours an iOS switch that is on")
    func tintColoursTheSwitch() throws {
        let tinted = try png(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).tint(.orange))
        let plain = try png(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch))
        #expect(tinted != plain)
    }

    @Test("SwitchToggleStyle(tint:) draws the switch as .tint(_:) does")
    func switchTint() throws {
        let style = try png(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)))
        let modifier = try png(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).tint(.orange))
        #expect(style == modifier)
    }

    @Test("SwitchToggleStyle() keeps a tint set around the toggle")
    func plainSwitchStyleKeepsTheTint() throws {
        let style = try png(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle()).tint(.orange))
        let modifier = try png(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).tint(.orange))
        #expect(style == modifier)
    }

    // derived: the Human Interface Guidelines' colour tables (secondarySystemBackground:
    // #F2F2F7 light, #1C1C1E dark).
    @Test("secondarySystemBackground has the Human Interface Guidelines' light and dark values")
    func secondarySystemBackgroundValues() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let light = EnvironmentValues()
        #expect(Color(uiColor: .secondarySystemBackground).resolve(in: light)
            == Color(.sRGB, red: 242 / 255, green: 242 / 255, blue: 247 / 255).resolve(in: light))
        #expect(Color(uiColor: .secondarySystemBackground).resolve(in: dark)
            == Color(.sRGB, red: 28 / 255, green: 28 / 255, blue: 30 / 255).resolve(in: dark))
    }

    @Test("CIColor(color:) reads a UIColor's components")
    func ciColorComponents() {
        let color = CIColor(color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(abs(color.red - 0.2) < 1e-5 && abs(color.green - 0.4) < 1e-5)
        #expect(abs(color.blue - 0.6) < 1e-5 && abs(color.alpha - 0.8) < 1e-5)
    }

    @Test("a scroll view's zoom scale stays within its minimum and maximum")
    func zoomScaleIsClamped() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(10, animated: true)
        #expect(scrollView.zoomScale == 4)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 25), animated: false)
        #expect(scrollView.zoomScale == 2)
    }

    @Test("a flexible-width subview follows its superview's width")
    func autoresizingFlexibleWidth() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        child.autoresizingMask = [.flexibleWidth]
        container.addSubview(child)
        container.frame.size = CGSize(width: 160, height: 100)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 140, height: 30))
    }

    @Test("a text field's intrinsic size is its placeholder's line in its font")
    func textFieldIntrinsicSize() {
        let field = UITextField()
        field.placeholder = "Emoji"
        field.font = UIFont.systemFont(ofSize: 24)
        let label = UILabel()
        label.text = "Emoji"
        label.font = UIFont.systemFont(ofSize: 24)
        #expect(field.intrinsicContentSize.width == label.intrinsicContentSize.width.rounded(.up))
        #expect(field.intrinsicContentSize.height == label.intrinsicContentSize.height.rounded(.up))
        #expect(field.intrinsicContentSize.height > 24)
    }
}
