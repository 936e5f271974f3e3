// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). The swiftui-web recordings of UIKit representables whose layout does not depend on
// a UIKit control's intrinsic size, re-typed: where SwiftUI places a representable and the
// views around it, under a navigation bar and in scroll views, and the order of its calls.
//
// Source: iamcgn/swiftui-web, the fixtures in
// `Fixtures/Sources/Representable/RepresentableFixtures.swift` (read at 050e193), their
// recordings in `Fixtures/Goldens/ios/representable/<name>/frames.json` (iOS 26 simulator,
// 2x; the commit each was read at is in its test's comment). The probes report exact frames;
// every frame that does not follow text is compared exactly (0.01 pt), text frames within
// 1 pt or 2 %.
import Foundation
import SwiftUI
import Testing

// MARK: The recordings' window and frames

/// The recordings' environment: iOS at 2x.
@MainActor private var recording: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.targetPlatform = .iOS
    environment.displayScale = 2
    return environment
}

/// Whether the font Trellis measures the system font with (the shipped Inter) is found: a
/// test whose frames follow text needs it.
private let systemFontFound = FontLibrary.shippedFontsPath.map {
    FileManager.default.fileExists(atPath: $0 + "/Inter-Regular.ttf")
} ?? false

// MARK: The fixtures' UIKit views, re-typed

/// A view with a subview over its safe area (`SafeAreaView`: blue, its subview green). Only
/// the representable's frame is recorded, not the subview's.
private final class SafeAreaView: UIView {
    let safe = UIView()

    static func make() -> SafeAreaView {
        let view = SafeAreaView()
        view.backgroundColor = .systemBlue
        view.safe.backgroundColor = .systemGreen
        view.addSubview(view.safe)
        return view
    }
}

/// The safe-area view in a representable (`SafeAreaBox`).
private struct SafeAreaBox: UIViewRepresentable {
    func makeUIView(context: Context) -> SafeAreaView { SafeAreaView.make() }
    func updateUIView(_ uiView: SafeAreaView, context: Context) {}
}

/// A scroll view over 800 points of 50-point stripes (`StripesScrollBox`).
private struct StripesScrollBox: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.backgroundColor = .systemBackground
        for index in 0 ..< 16 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: 320, height: 50))
            stripe.backgroundColor = index == 0 ? .systemRed : (index % 2 == 1 ? .systemBlue : .systemGreen)
            scroll.addSubview(stripe)
        }
        scroll.contentSize = CGSize(width: 320, height: 800)
        return scroll
    }
    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

/// A view sized by its representable's `sizeThatFits`, 300 × 68, with six bar subviews that
/// the fixture sizes by its traits (`TraitView`; the bars are not recorded).
private final class TraitView: UIView {
    static let size = CGSize(width: 300, height: 68)

    static func make() -> TraitView {
        let view = TraitView()
        view.backgroundColor = .white
        for _ in 0 ..< 6 {
            let bar = UIView()
            bar.backgroundColor = .red
            view.addSubview(bar)
        }
        return view
    }
}

/// The trait view in a representable that answers its size (`TraitBox`).
private struct TraitBox: UIViewRepresentable {
    func makeUIView(context: Context) -> TraitView { TraitView.make() }
    func updateUIView(_ uiView: TraitView, context: Context) { uiView.setNeedsLayout() }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: TraitView, context: Context) -> CGSize? { TraitView.size }
}

/// The calls a representable receives, kept outside observation (`RepresentableCallLog`).
@MainActor private final class CallLog {
    var entries: [String] = []
}

/// `lifecycle`'s model: the representable's identity and presence, and the log as a step
/// last read it, which the view draws (`RepresentableLifecycleModel`).
@Observable @MainActor private final class LifecycleModel {
    var identity = 0
    var shows = true
    var shown: [String] = []
    @ObservationIgnored let log = CallLog()
}

/// A representable that logs its coordinator's creation, make, update and dismantle, each
/// with the coordinator's number (`LoggingBox`).
private struct LoggingBox: UIViewRepresentable {
    let log: CallLog

    @MainActor final class Coordinator {
        let log: CallLog
        let number: Int
        init(log: CallLog, number: Int) {
            self.log = log
            self.number = number
            log.entries.append("coordinator\(number)")
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(log: log, number: log.entries.filter { $0.hasPrefix("coordinator") }.count + 1)
    }

    func makeUIView(context: Context) -> UIView {
        log.entries.append("make\(context.coordinator.number)")
        let view = UIView()
        view.backgroundColor = .systemGray
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        log.entries.append("update\(context.coordinator.number)")
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
        coordinator.log.entries.append("dismantle\(coordinator.number)")
    }
}

/// One log entry as a bar 6 tall: coordinator 20 wide, make 40, update 60, dismantle 80, and
/// 4 more per coordinator number (`CallEntryBar`).
private struct CallEntryBar: View {
    let entry: String
    var body: some View {
        let kinds: [(String, Color, CGFloat)] = [("coordinator", .orange, 20), ("make", .blue, 40), ("update", .green, 60), ("dismantle", .red, 80)]
        let kind = kinds.first { entry.hasPrefix($0.0) } ?? ("?", .black, 10)
        let number = CGFloat(Int(entry.dropFirst(kind.0.count)) ?? 0)
        kind.1.frame(width: kind.2 + 4 * number, height: 6)
    }
}

/// `lifecycle`'s view over its model.
private struct LifecycleView: View {
    let model: LifecycleModel
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if model.shows {
                LoggingBox(log: model.log).id(model.identity).frame(width: 100, height: 20).id("box")
            }
            ForEach(Array(model.shown.enumerated()), id: \.offset) { index, entry in
                CallEntryBar(entry: entry).id("e\(index)")
            }
        }
        .id("stack")
    }
}

// MARK: The recordings

@Suite("UIKit representables: where SwiftUI places them (recorded)")
@MainActor
struct RepresentablePlacementFixtureTests {
    /// `ios/representable/plain` (frames.json at ab71d6c): a plain view in a 200 × 60 frame, at
    /// its ideal size, and in a row beside a text, in a 320 × 200 window.
    private func plain() -> FixtureFrames {
        FixtureFrames(
            VStack(alignment: .leading, spacing: 8) {
                VStack { PlainBox().id("fill") }.frame(width: 200, height: 60).id("fillBox")
                PlainBox().fixedSize().id("ideal")
                HStack { Text("Hg").id("hText"); PlainBox().id("hBox") }.frame(height: 30).id("hRow")
            }
            .id("stack"), 320, 200, environment: recording)
    }

    @Test("plain: a UIKit view without an intrinsic size fills the frame it is in")
    func plainFills() {
        let frames = plain()
        frames.exact("fillBox", 0, 47, 200, 60)
        frames.exact("fill", 0, 47, 200, 60)
        frames.exact("stack", 0, 47, 320, 106)
    }

    @Test("plain: a UIKit view without an intrinsic size is 0 × 0 at its ideal size")
    func plainIdealIsZero() {
        plain().exact("ideal", 0, 115, 0, 0)
    }

    @Test("plain: beside a text in a row the view takes the row's height and the rest of its width",
          .enabled(if: systemFontFound, "the row's width is shared with a text, measured with the shipped Inter"))
    func plainInARow() {
        let frames = plain()
        frames.exact("hRow", 0, 123, 320, 30)
        frames.text("hText", 0, 125.75, 22.5, 24.5)
        frames.text("hBox", 30.5, 123, 289.5, 30)
    }

    /// `ios/representable/controller` (frames.json at ab71d6c): a view controller whose view
    /// has no intrinsic size and whose preferred content size is 80 × 40, in a 200 × 60 frame
    /// and at its ideal size, in a 320 × 200 window.
    private func controller() -> FixtureFrames {
        FixtureFrames(
            VStack(alignment: .leading, spacing: 8) {
                VStack { ControllerBox().id("controller") }.frame(width: 200, height: 60)
                ControllerBox().fixedSize().id("controllerIdeal")
            }
            .id("stack"), 320, 200, environment: recording)
    }

    @Test("controller: a controller's view without an intrinsic size fills the frame it is in")
    func controllerFills() {
        let frames = controller()
        frames.exact("controller", 60, 46, 200, 60)
        frames.exact("stack", 60, 46, 200, 108)
    }

    @Test("controller: at its ideal size a controller is its preferred content size")
    func controllerIdealIsPreferredContentSize() {
        controller().exact("controllerIdeal", 60, 114, 80, 40)
    }

    /// `ios/representable/traits` (frames.json at 0ae4895): five trait views sized by their
    /// representable's `sizeThatFits` (300 × 68) in a column 8 apart, under different
    /// environments, in a 320 × 420 window. Only the representables are probed, not the bars
    /// inside them.
    @Test("traits: a representable's sizeThatFits sizes it whatever its environment")
    func traits() {
        let frames = FixtureFrames(
            VStack(alignment: .leading, spacing: 8) {
                TraitBox().id("plain")
                TraitBox().environment(\.colorScheme, .dark).id("dark")
                TraitBox().dynamicTypeSize(.xxxLarge).id("xxxLarge")
                TraitBox().environment(\.layoutDirection, .rightToLeft).id("rtl")
                TraitBox().environment(\.horizontalSizeClass, .regular).id("regular")
            }
            .id("stack"), 320, 420, environment: recording)
        frames.exact("stack", 10, 24, 300, 372)
        for (index, id) in ["plain", "dark", "xxxLarge", "rtl", "regular"].enumerated() {
            frames.exact(id, 10, 24 + 76 * CGFloat(index), 300, 68)
        }
    }

    /// `ios/representable/wheel` (frames.json at 050e193; the still only, not the wheel
    /// probe): a UIKit scroll view 150 tall over eight 60-point rows in a SwiftUI scroll view,
    /// in a 320 × 300 window.
    @Test("wheel: a UIKit scroll view in a SwiftUI scroll view takes its frame's height and the full width")
    func wheel() {
        let frames = FixtureFrames(
            ScrollView {
                VStack(spacing: 0) {
                    StripesScrollBox().frame(height: 150).id("inner")
                    ForEach(0 ..< 8, id: \.self) { index in
                        (index % 2 == 0 ? Color.orange : Color.purple).frame(height: 60).id("row\(index)")
                    }
                }
                .id("content")
            }
            .id("outer"), 320, 300, environment: recording)
        frames.exact("outer", 0, 0, 320, 300)
        frames.exact("content", 0, 0, 320, 630)
        frames.exact("inner", 0, 0, 320, 150)
        for index in 0 ..< 8 {
            frames.exact("row\(index)", 0, 150 + 60 * CGFloat(index), 320, 60)
        }
    }

    /// `content` as the screen of a navigation stack under an inline title, "Settings", in a
    /// 320 × 300 window.
    private func screen(_ content: some View) -> FixtureFrames {
        FixtureFrames(
            NavigationStack {
                content
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .id("nav"), 320, 300, environment: recording)
    }

    /// `ios/representable/safearea` (frames.json at 0ae4895): the safe-area view under an
    /// inline bar, in a 320 × 300 window.
    @Test("safearea: a representable under an inline bar starts below it, 64 down")
    func underInlineBar() {
        let frames = screen(SafeAreaBox().id("box"))
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("box", 0, 64, 320, 236)
    }

    /// `ios/representable/safearea-large` (frames.json at 0ae4895): the same under a large
    /// title.
    @Test("safearea-large: a representable under a large title starts below it, 116.5 down")
    func underLargeTitle() {
        let frames = FixtureFrames(NavigationStack { SafeAreaBox().id("box").navigationTitle("Settings") }.id("nav"), 320, 300, environment: recording)
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("box", 0, 116.5, 320, 183.5)
    }

    /// `ios/representable/safearea-ignored` (frames.json at 0ae4895): the representable
    /// ignoring the safe area under an inline bar; the probe is outside `ignoresSafeArea`.
    @Test("safearea-ignored: a representable ignoring the safe area is laid out below the bar")
    func ignoringTheBar() {
        let frames = screen(SafeAreaBox().ignoresSafeArea().id("box"))
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("box", 0, 64, 320, 236)
    }

    /// `ios/representable/safearea-inset` (frames.json at 0ae4895): the representable with a
    /// 40-point colour inset at its bottom (`safeAreaInset`), under an inline bar.
    @Test("safearea-inset: a bottom safe-area inset sits at the screen's foot over the representable")
    func bottomInset() {
        let frames = screen(
            SafeAreaBox()
                .safeAreaInset(edge: .bottom) { Color.red.frame(height: 40).id("inset") }
                .id("box"))
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("box", 0, 64, 320, 236)
        frames.exact("inset", 0, 260, 320, 40)
    }

    /// `ios/representable/safearea-scroll` (frames.json at 0ae4895): a UIKit scroll view under
    /// an inline bar.
    @Test("safearea-scroll: a UIKit scroll view under an inline bar starts below it")
    func scrollUnderTheBar() {
        let frames = screen(StripesScrollBox().id("scroll"))
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("scroll", 0, 64, 320, 236)
    }

    /// `ios/representable/safearea-scroll-ignored` (frames.json at 0ae4895): the same
    /// ignoring the safe area; the probe is outside `ignoresSafeArea`.
    @Test("safearea-scroll-ignored: a UIKit scroll view ignoring the safe area is laid out below the bar")
    func scrollIgnoringTheBar() {
        let frames = screen(StripesScrollBox().ignoresSafeArea().id("scroll"))
        frames.exact("nav", 0, 0, 320, 300)
        frames.exact("scroll", 0, 64, 320, 236)
    }

    /// `ios/representable/lifecycle` (frames.json at cf6c8ba): a representable that logs its
    /// calls, above one bar per entry of the log as the last "read" step copied it. The steps:
    /// read, change its identity, read, remove it, read. Replayed on one live host in a
    /// 320 × 200 window: the frames at rest and after each step.
    private func lifecycle() -> [FixtureFrames] {
        let model = LifecycleModel()
        let proposal = ProposedViewSize(width: 320, height: 200)
        let host = LayoutHost(FixtureWindow { LifecycleView(model: model) }, environment: recording)
        let steps: [(LifecycleModel) -> Void] = [
            { $0.shown = $0.log.entries }, { $0.identity = 1 }, { $0.shown = $0.log.entries },
            { $0.shows = false }, { $0.shown = $0.log.entries },
        ]
        var recorded = [FixtureFrames(result: host.layout(in: proposal))]
        for step in steps {
            step(model)
            recorded.append(FixtureFrames(result: host.layout(in: proposal)))
        }
        return recorded
    }

    @Test("lifecycle: a representable's first calls are coordinator, make, update")
    func lifecycleFirstCalls() {
        let recorded = lifecycle()
        // At rest: the box alone.
        recorded[0].exact("box", 110, 90, 100, 20)
        recorded[0].exact("stack", 110, 90, 100, 20)
        recorded[0].absent("e0")
        // "read" and "swap": coordinator1, make1, update1 (the swap's calls not read yet).
        for frames in recorded[1 ... 2] {
            frames.exact("stack", 110, 78, 100, 44)
            frames.exact("box", 110, 78, 100, 20)
            bars(frames, [24, 44, 64], x: 110, y: 100)
            frames.absent("e3")
        }
    }

    @Test("lifecycle: a new identity makes a new coordinator and view, then dismantles the old; removal dismantles")
    func lifecycleIdentityAndRemoval() {
        let recorded = lifecycle()
        // "readSwap": then update1 (the read's update), coordinator2, make2, update2, dismantle1.
        recorded[3].exact("stack", 110, 58, 100, 84)
        recorded[3].exact("box", 110, 58, 100, 20)
        bars(recorded[3], [24, 44, 64, 64, 28, 48, 68, 84], x: 110, y: 80)
        // "remove": the box gone, the same bars.
        recorded[4].exact("stack", 118, 69, 84, 62)
        bars(recorded[4], [24, 44, 64, 64, 28, 48, 68, 84], x: 118, y: 69)
        // "readRemove": then update2 (the second read's update), dismantle2.
        recorded[5].exact("stack", 116, 61, 88, 78)
        bars(recorded[5], [24, 44, 64, 64, 28, 48, 68, 84, 68, 88], x: 116, y: 61)
        recorded[3].absent("e8")
        recorded[4].absent("box")
        recorded[5].absent("box")
        recorded[5].absent("e10")
    }

    /// Expects the log's bars `e0`, `e1`… of `widths`, 6 tall and 8 apart from `y`.
    private func bars(_ frames: FixtureFrames, _ widths: [CGFloat], x: CGFloat, y: CGFloat,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, width) in widths.enumerated() {
            frames.exact("e\(index)", x, y + 8 * CGFloat(index), width, 6, sourceLocation: sourceLocation)
        }
    }
}
