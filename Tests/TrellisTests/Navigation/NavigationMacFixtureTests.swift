import Foundation
import Observation
import Testing
@testable import Trellis

/// The recorded macOS navigation stack fixtures of swiftui-web
/// (https://github.com/iamcgn/swiftui-web, `Fixtures/Goldens/nav/<name>/frames.json`:
/// `basic`, `list`, `title`, `sizing` and `steps` at 6c0e726, `item` and `path-change` at
/// 8d72f2f; macOS 26.2, scale 2, light; the views in
/// `Fixtures/Sources/Navigation/NavigationFixtures.swift` at 8d72f2f), re-typed, laid out
/// with the system fonts in the recordings' windows. On macOS the title, the subtitle and the
/// back button are the window's (outside the recorded content), and a stack is as large as
/// its top screen's content. Text frames, and the frames that follow them, are compared
/// within 1 pt or 2 %; the rest exactly.
@Suite("Navigation fixtures (macOS)")
@MainActor
struct NavigationMacFixtureTests {
    /// The catalog's `icon` label (a binary image asset this port cannot read): a stand-in of
    /// the label's recorded size in a button (`nav/basic`'s 73.5-point link, less the
    /// bordered button's 24 points) or in a list row (`nav/list`).
    private func iconLabel(width: CGFloat) -> some View {
        StandIn.fixed(width: width, height: 24)
    }

    @Test("nav/basic: links are bordered buttons, the stack as tall as its content, centred")
    func basic() {
        let view = NavigationStack {
            VStack(spacing: 12) {
                Text("Root").id("root")
                NavigationLink("Detail") { Text("Detail") }.id("link")
                NavigationLink(destination: Text("Detail")) { iconLabel(width: 49.5) }.id("labelLink")
                NavigationLink("Value", value: 1).id("valueLink")
                NavigationLink("Wide") { Text("Detail") }.frame(maxWidth: .infinity).id("wideLink")
            }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)").id("numberDetail") }
            .id("stack")
        }
        .id("nav")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 260))
        frames.text("nav", 0, 46, 320, 168)
        frames.text("stack", 0, 46, 320, 168)
        frames.text("root", 145.75, 46, 28.5, 16)
        frames.text("link", 130.5, 74, 59, 24)
        frames.text("labelLink", 123.25, 110, 73.5, 32)
        frames.text("valueLink", 131.25, 154, 57.5, 24)
        frames.text("wideLink", 0, 190, 320, 24)
    }

    @Test("nav/list: links are plain list rows, without a chevron, 24 points apart")
    func list() {
        let view = NavigationStack {
            List {
                NavigationLink("Apple") { Text("Apple detail") }.id("row1")
                NavigationLink("Banana", value: 2).id("row2")
                NavigationLink(value: 3) { iconLabel(width: 39.5) }.id("row3")
                Text("Cherry").id("row4")
            }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
            .id("list")
        }
        .id("nav")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 200))
        frames.exact("nav", 0, 0, 320, 200)
        frames.exact("list", 0, 0, 320, 200)
        frames.text("row1", 16, 14, 35, 16)
        frames.text("row2", 16, 38, 45, 16)
        frames.text("row3", 16, 62, 39.5, 24)
        frames.text("row4", 16, 94, 41.5, 16)
    }

    @Test("nav/title: the title and subtitle take no room in the content")
    func title() {
        let view = NavigationStack {
            VStack(spacing: 12) {
                Text("Content").id("content")
            }
            .navigationTitle("Title")
            .navigationSubtitle("Subtitle")
            .id("stack")
        }
        .id("nav")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 120))
        frames.text("nav", 135.75, 52, 48.5, 16)
        frames.text("stack", 135.75, 52, 48.5, 16)
        frames.text("content", 135.75, 52, 48.5, 16)
    }

    @Test("nav/sizing: a stack takes its content's size, a colour's all it is offered")
    func sizing() {
        let view = VStack(spacing: 8) {
            NavigationStack { Color.red.id("fill") }.id("navFill")
            NavigationStack { Text("Small").id("small") }.id("navText")
            HStack(spacing: 8) {
                NavigationStack { Text("Left").id("left") }.frame(width: 100).id("navLeft")
                Text("Right").id("right")
            }
            .id("row")
        }
        .id("stack")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 320, height: 240))
        frames.exact("stack", 0, 0, 320, 240)
        frames.text("navFill", 0, 0, 320, 192)
        frames.text("fill", 0, 0, 320, 192)
        frames.text("navText", 143.5, 200, 33, 16)
        frames.text("small", 143.5, 200, 33, 16)
        frames.text("row", 90, 224, 140, 16)
        frames.text("navLeft", 90, 224, 100, 16)
        frames.text("left", 128, 224, 24, 16)
        frames.text("right", 198, 224, 32, 16)
    }

    /// `nav/steps`' and `nav/path-change`'s model: the path, and whether a destination is
    /// presented.
    @Observable
    final class NavigationModel {
        var path: [Int] = []
        var presented = false
    }

    /// `nav/steps`' view.
    struct Steps: View {
        let model: NavigationModel
        var body: some View {
            NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                VStack(spacing: 12) {
                    Text("Root").id("root")
                    NavigationLink("Push", value: 1).id("link")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack(spacing: 12) {
                        Text("Number \(number)").id("number\(number)")
                        NavigationLink("Deeper", value: number + 1).id("deeper\(number)")
                    }
                }
                .id("stack")
            }
            .id("nav")
        }
    }

    @Test("nav/steps: the path pushes and pops; the stack takes the top screen's size")
    func steps() {
        let model = NavigationModel()
        let recording = RecordingHost(Steps(model: model), platform: .macOS, window: CGSize(width: 320, height: 200))
        var frames = recording.frames()
        frames.text("nav", 133, 74, 54, 52)
        frames.text("stack", 133, 74, 54, 52)
        frames.text("root", 145.75, 74, 28.5, 16)
        frames.text("link", 133, 102, 54, 24)

        // push1: the link pushes 1.
        #expect(recording.host.activate(id: "link"))
        #expect(model.path == [1])
        frames = recording.frames()
        frames.text("nav", 125.75, 74, 68.5, 52)
        frames.text("number1", 131, 74, 58, 16)
        frames.text("deeper1", 125.75, 102, 68.5, 24)
        // The root keeps its frames beneath.
        frames.text("stack", 133, 74, 54, 52)
        frames.text("link", 133, 102, 54, 24)

        // push2.
        model.path = [1, 2]
        frames = recording.frames()
        frames.text("nav", 125.75, 74, 68.5, 52)
        frames.text("number2", 130, 74, 60, 16)
        frames.text("deeper2", 125.75, 102, 68.5, 24)
        frames.text("number1", 131, 74, 58, 16)

        // pop.
        model.path = [1]
        frames = recording.frames()
        frames.text("nav", 125.75, 74, 68.5, 52)
        frames.text("number1", 131, 74, 58, 16)
        frames.absent("number2")

        // popAll.
        model.path = []
        frames = recording.frames()
        frames.text("nav", 133, 74, 54, 52)
        frames.text("root", 145.75, 74, 28.5, 16)
        frames.absent("number1")
    }

    /// `nav/item`'s view: a destination presented while an item is set.
    struct Item: View {
        @State var item: String?
        var body: some View {
            NavigationStack {
                VStack(spacing: 12) {
                    Text("Root").id("root")
                    Text("Pick").id("pick")
                }
                .navigationDestination(item: $item) { item in
                    VStack(spacing: 12) {
                        Text("Item \(item)").id("item\(item)")
                        Text("Detail").id("detail")
                    }
                }
                .id("stack")
            }
            .id("nav")
        }
    }

    @Test("nav/item: an item pushes its destination, a new item swaps it, nil pops it")
    func item() {
        for item in [nil, "A", "B"] as [String?] {
            let frames = RecordedFrames(Item(item: item), platform: .macOS, window: CGSize(width: 320, height: 200))
            frames.text("root", 145.75, 78, 28.5, 16)
            frames.text("pick", 147.25, 106, 25.5, 16)
            frames.text("stack", 145.75, 78, 28.5, 44)
            if let item {
                frames.text("nav", 140.5, 78, 39, 44)
                frames.text("item\(item)", 140.5, 78, 39, 16)
                frames.text("detail", 142.5, 106, 35, 16)
            } else {
                frames.text("nav", 145.75, 78, 28.5, 44)
                frames.absent("detail")
            }
        }
    }

    /// `nav/path-change`'s view: a destination taller than the root, and one presented by a
    /// binding.
    struct PathChange: View {
        let model: NavigationModel
        var body: some View {
            NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                VStack(spacing: 12) {
                    Text("Root").id("root")
                    Text("Pick").id("pick")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack(spacing: 12) {
                        Text("Number \(number)").id("number\(number)")
                        Text("Detail").id("detail")
                        Text("Pick").id("pick2")
                    }
                }
                .navigationDestination(isPresented: Binding(get: { model.presented }, set: { model.presented = $0 })) {
                    Text("Presented").id("presented")
                }
                .id("stack")
            }
            .id("nav")
        }
    }

    @Test("nav/path-change: a taller pushed screen sizes the stack, the root centred beneath")
    func pathChangePush() {
        let model = NavigationModel()
        let recording = RecordingHost(PathChange(model: model), platform: .macOS, window: CGSize(width: 320, height: 200))
        var frames = recording.frames()
        frames.text("nav", 145.75, 78, 28.5, 44)
        frames.text("stack", 145.75, 78, 28.5, 44)
        frames.text("root", 145.75, 78, 28.5, 16)
        frames.text("pick", 147.25, 106, 25.5, 16)

        model.path = [1]
        frames = recording.frames()
        frames.text("nav", 131, 64, 58, 72)
        frames.text("number1", 131, 64, 58, 16)
        frames.text("detail", 142.5, 92, 35, 16)
        frames.text("pick2", 147.25, 120, 25.5, 16)
        frames.text("stack", 145.75, 78, 28.5, 44)
        frames.text("root", 145.75, 78, 28.5, 16)
    }

    @Test("nav/path-change: a presented destination over the path sizes the stack to itself")
    func pathChangePresent() {
        let model = NavigationModel()
        model.path = [1]
        let recording = RecordingHost(PathChange(model: model), platform: .macOS, window: CGSize(width: 320, height: 200))
        // present.
        model.presented = true
        var frames = recording.frames()
        frames.text("nav", 129, 92, 62, 16)
        // The recording has the presented text 14 points below its stack (at 106, the stack
        // 16 tall at 92) and the hidden root top-aligned in that 16-point stack: probes read
        // mid-transition, which no layout of the step gives.
        withKnownIssue("nav/path-change 'present': recorded mid-transition (the presented view outside its stack)") {
            frames.text("presented", 129, 106, 62, 16)
            frames.text("stack", 145.75, 92, 28.5, 44)
        }

        // clearPath: the destination presented by the root's binding stays.
        model.path = []
        frames = recording.frames()
        frames.text("nav", 129, 92, 62, 16)
        frames.absent("number1")
    }
}
