import Foundation
import Testing
@testable import Trellis

// `HorizontalDirection` and `VerticalDirection`, and their option sets (SwiftUI:
// "HorizontalDirection", "VerticalDirection").
@Suite("Horizontal and vertical directions")
struct DirectionsTests {
    @Test("a horizontal direction set made from one direction holds only that direction")
    func horizontalSetFromDirection() {
        let set = HorizontalDirection.Set(.trailing)
        #expect(set == .trailing)
        #expect(!set.contains(.leading))
        #expect(HorizontalDirection.Set.all == [.leading, .trailing])
        #expect(HorizontalDirection.Set.leading.rawValue != HorizontalDirection.Set.trailing.rawValue)
    }

    @Test("a vertical direction set made from one direction holds only that direction")
    func verticalSetFromDirection() {
        let set = VerticalDirection.Set(.up)
        #expect(set.contains(.up))
        #expect(!set.contains(.down))
        #expect(VerticalDirection.Set.all.contains(.down))
        #expect(VerticalDirection.Set.all.subtracting(.up) == .down)
    }

    @Test("directions round-trip through their raw values and Codable")
    func directionsRoundTrip() throws {
        for direction in HorizontalDirection.allCases {
            #expect(HorizontalDirection(rawValue: direction.rawValue) == direction)
            let data = try JSONEncoder().encode(direction)
            #expect(try JSONDecoder().decode(HorizontalDirection.self, from: data) == direction)
        }
        for direction in VerticalDirection.allCases {
            let data = try JSONEncoder().encode(direction)
            #expect(try JSONDecoder().decode(VerticalDirection.self, from: data) == direction)
        }
        #expect(HorizontalDirection(rawValue: 7) == nil)
    }
}
