import Foundation
import Testing
@testable import Trellis

/// The order a pass reports diagnostics in (docs/semantics.md, "Bad input: The contract").
@Suite("Diagnostic order")
@MainActor
struct DiagnosticOrderTests {
    @Test("siblings' diagnostics come in the siblings' order")
    func siblingsReportInOrder() {
        let view = VStack {
            Color.red.id("first")
            Color.blue.id("second")
            Color.green.id("third")
        }
        let result = view.layout(in: ProposedViewSize(width: .infinity, height: 100))
        // (The stack, infinitely wide too, reports first: it is placed before its subviews.)
        let names = ["first", "second", "third"]
        let order = result.diagnostics.filter { $0.kind == .infiniteFrame }.compactMap { diagnostic in
            names.first { diagnostic.view.contains($0) }
        }
        #expect(order == names)
    }
}
