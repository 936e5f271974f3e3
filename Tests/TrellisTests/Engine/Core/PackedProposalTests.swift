import Foundation
import Testing
@testable import Trellis

@Suite("Packed proposal")
@MainActor
struct PackedProposalTests {
    // The engine keeps each view's placement proposal packed in 16 bytes; the result must read
    // back exactly what was placed, unspecified and infinite dimensions included.
    @Test("a packed proposal reads back the proposal it packed, dimension by dimension")
    func roundTrip() {
        let values: [CGFloat?] = [nil, 0, 10, 0.5, 1e-300, .infinity, 1024]
        for width in values {
            for height in values {
                let proposal = ProposedViewSize(width: width, height: height)
                #expect(PackedProposal(proposal).proposal == proposal)
                #expect(PackedProposal(proposal) == PackedProposal(proposal))
            }
        }
        #expect(PackedProposal(.unspecified) != PackedProposal(.zero))
        #expect(PackedProposal(ProposedViewSize(width: nil, height: 5)) != PackedProposal(ProposedViewSize(width: 5, height: nil)))
    }
}
