import Foundation
import Testing
@testable import Trellis

/// A custom style Trellis does not draw yet is drawn as the automatic one and says so: never a
/// silent wrong answer (the project's bad-input rule).
@Suite("Custom styles drawn as automatic")
@MainActor
struct CustomStyleNoticeTests {
    struct RingStyle: ProgressViewStyle {}
    struct CardFormStyle: FormStyle {}

    @Test("a custom progress view style is reported as approximated")
    func customProgressStyle() {
        let result = LayoutHost(ProgressView(value: 0.3).progressViewStyle(RingStyle())).layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.diagnostics.contains { $0.kind == .approximated && $0.message.contains("RingStyle") })
    }

    @Test("a built-in progress view style reports nothing")
    func builtInProgressStyle() {
        let result = LayoutHost(ProgressView(value: 0.3).progressViewStyle(.linear)).layout(in: ProposedViewSize(width: 200, height: 100))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a custom form style is reported as approximated")
    func customFormStyle() {
        let result = LayoutHost(Form { Text("Row") }.formStyle(CardFormStyle())).layout(in: ProposedViewSize(width: 300, height: 200))
        #expect(result.diagnostics.contains { $0.kind == .approximated && $0.message.contains("CardFormStyle") })
    }
}
