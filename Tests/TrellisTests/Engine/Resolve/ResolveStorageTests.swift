import Foundation
import Testing
@testable import Trellis

/// How resolving sizes the node storage: a list's elements are usually alike, so after the
/// first one the storage makes room for the rest at once instead of growing by halves.
@Suite("Resolve storage")
@MainActor
struct ResolveStorageTests {
    @Test("a ForEach makes room for its other elements after resolving the first")
    func forEachReservesForItsOtherElements() {
        var resolver = Resolver(environment: EnvironmentValues(), fonts: .testFont)
        resolver.resolve(ForEach(0 ..< 1_000, id: \.self) { _ in Color.red.frame(width: 10, height: 10) })
        // 2,000 nodes in storage reserved once, with a few to spare for containers around
        // the list; grown by halves from empty it would hold 2,731.
        #expect(resolver.nodes.count == 2_000)
        #expect(resolver.store.nodes.capacity >= 2_000)
        #expect(resolver.store.nodes.capacity <= 2_000 + 64 + 1)
    }

    @Test("a list whose first element is unlike the rest reserves no more than the most one reservation makes")
    func reservationIsBounded() {
        var resolver = Resolver(environment: EnvironmentValues(), fonts: .testFont)
        let extent = resolver.extent()
        resolver.resolve(Color.red.frame(width: 10, height: 10).padding(1))
        resolver.reserve(forMoreElements: .max, likeSince: extent)
        // (The allocator rounds a block this large up to whole pages: 128 nodes each.)
        #expect(resolver.store.nodes.capacity <= 3 + 64 + Resolver.maximumReservedNodes + 128)
        #expect(resolver.store.nodes.capacity >= 3 + Resolver.maximumReservedNodes)
    }

    @Test("resolving gives back the room a list reserved for elements that were not alike")
    func unusedReservationIsGivenBack() {
        let view = VStack {
            ForEach(0 ..< 1_000, id: \.self) { index in
                if index == 0 {
                    HStack { ForEach(0 ..< 100, id: \.self) { _ in Color.red } }
                } else {
                    Color.blue
                }
            }
        }
        let (resolver, _) = Resolver.resolveRoot(view, environment: EnvironmentValues(), fonts: .testFont)
        #expect(resolver.nodes.count == 101 + 999 + 1)
        #expect(resolver.store.nodes.capacity <= resolver.nodes.count + resolver.nodes.count / 16 + 64)
    }

    @Test("a list of marked rows makes room for their rare properties after the first")
    func markedRowsReserveRareProperties() {
        var resolver = Resolver(environment: EnvironmentValues(), fonts: .testFont)
        resolver.resolve(ForEach(0 ..< 1_000, id: \.self) { index in Color.red.frame(width: 10, height: 10).id(index) })
        // One entry per row, reserved once after the first row (grown by doubling from empty
        // it would hold 1,024).
        #expect(resolver.store.tables.rares.count == 1_000)
        #expect(resolver.store.tables.rares.capacity <= 1_000 + 16)
    }

    @Test("resolving gives back the rare properties a list reserved for rows that had none")
    func unusedRarePropertiesAreGivenBack() {
        let view = HStack {
            ForEach(0 ..< 1_000, id: \.self) { index in
                if index == 0 { Color.red.id("first") } else { Color.blue }
            }
        }
        let (resolver, _) = Resolver.resolveRoot(view, environment: EnvironmentValues(), fonts: .testFont)
        #expect(resolver.store.tables.rares.count == 1)
        #expect(resolver.store.tables.rares.capacity <= 1 + 64)
    }
}
