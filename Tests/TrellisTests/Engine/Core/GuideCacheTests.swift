import Foundation
import Testing
@testable import Trellis
import TrellisGallery

/// A long-lived host keeps a bounded number of explicit-guide answers (issue 19, finding 9: a
/// host of ~1,500 views laid out at 10,000 widths grew from 23 MB to 3.2 GB, Grid, ViewThatFits
/// and user layouts keeping an answer per container per width).
@Suite("Explicit-guide cache")
@MainActor
struct GuideCacheTests {
    @Test("a host laid out at ever new widths keeps at most its bound of guide answers")
    func boundedOverManyWidths() {
        let host = LayoutHost(HStack(alignment: .center) {
            ForEach(0 ..< 3) { _ in BasicVStack { Color.red.frame(height: 5); Color.blue } }
        })
        var most = 0
        for width in 0 ..< 3_000 {
            _ = host.layout(in: ProposedViewSize(width: 100 + CGFloat(width) / 8, height: 40))
            most = max(most, host.engine.guideCacheCount)
        }
        // Three containers, each asked its centre guide at each width: 9,000 answers unbounded.
        #expect(most > 100)
        #expect(most <= host.engine.guideCacheLimit)
    }
}
