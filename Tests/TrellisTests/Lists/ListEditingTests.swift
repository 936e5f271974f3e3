import Foundation
import Testing
@testable import Trellis

/// List editing on iOS 26: edit mode's controls and shifts, and a host's deletes, moves and
/// swipe actions. The frames of the first test are the recording `ios/list/editing`
/// (swiftui-web `Fixtures/Goldens/ios/list/editing/frames.json` at feaa9fb, iPhone SE
/// simulator, its source `IOSListEditingFixtures.editing`), re-typed with stand-ins the size
/// of the recorded texts.
@Suite("List editing")
@MainActor
struct ListEditingTests {
    private static let size = ProposedViewSize(width: 320, height: 420)
    /// The recordings' scale is 2; 4 keeps the quarter points of their frames.
    private static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private static func header() -> some View { StandIn.fixed(width: 70, height: 24.5) }

    private struct Recorded: View {
        var body: some View {
            List {
                Section {
                    ForEach(["apple", "banana", "cherry"], id: \.self) { name in
                        StandIn.fixed(width: name == "apple" ? 44.5 : name == "banana" ? 57 : 52, height: 24.5).id(name)
                    }
                    .onDelete { _ in }
                    .onMove { _, _ in }
                } header: { header() }
                Section {
                    ForEach(["date"], id: \.self) { name in StandIn.fixed(width: 36, height: 24.5).id(name) }
                        .onDelete { _ in }
                } header: { header() }
                Section {
                    StandIn.fixed(width: 44, height: 24.5).id("fixed")
                } header: { header() }
            }
            .environment(\.editMode, .constant(.active))
            .id("list")
        }
    }

    @Test("in edit mode deletable rows move 40 in and others stay (ios/list/editing)")
    func recordedEditMode() {
        let result = Recorded().layout(in: Self.size, environment: Self.environment)
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 0, width: 320, height: 420))
        #expect(result.frame(of: "apple") == CGRect(x: 72, y: 60.25, width: 44.5, height: 24.5))
        #expect(result.frame(of: "banana") == CGRect(x: 72, y: 116.25, width: 57, height: 24.5))
        #expect(result.frame(of: "cherry") == CGRect(x: 72, y: 172.25, width: 52, height: 24.5))
        #expect(result.frame(of: "date") == CGRect(x: 72, y: 290.25, width: 36, height: 24.5))
        #expect(result.frame(of: "fixed") == CGRect(x: 32, y: 408.25, width: 44, height: 24.5))
    }

    @Test("out of edit mode the rows keep the list's inset")
    func inactiveRowsStay() {
        let view = List {
            ForEach(["a"], id: \.self) { StandIn.fixed(width: 40, height: 24.5).id($0) }.onDelete { _ in }
        }
        #expect(view.layout(in: Self.size).frame(of: "a")?.minX == 32)
    }

    @Test("the delete disc is 22 points, 17 in from the card, centred on the row")
    func deleteDisc() throws {
        let view = List {
            ForEach(["a"], id: \.self) { StandIn.fixed(width: 40, height: 24.5).id($0) }.onDelete { _ in }
        }
        .environment(\.editMode, .constant(.active))
        let result = view.layout(in: Self.size, environment: Self.environment)
        let row = try #require(result.frame(of: "a"))
        let disc = try #require(result.elements.first { $0.name.hasPrefix("Circle") }?.frame)
        #expect(disc.size == CGSize(width: 22, height: 22))
        #expect(disc.minX == CGFloat(16 + 17))
        #expect(disc.midY == row.midY)
    }

    @Test("deleteDisabled and moveDisabled rows show no controls and keep their place")
    func disabledRows() {
        let view = List {
            ForEach(["a"], id: \.self) { StandIn.fixed(width: 40, height: 24.5).id($0).deleteDisabled(true).moveDisabled(true) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(.active))
        #expect(view.layout(in: Self.size).frame(of: "a")?.minX == 32)
    }

    @Test("a movable row's content ends before the grip, 18 from the card's trailing edge")
    func gripNarrowsContent() {
        let view = List {
            ForEach(["a"], id: \.self) { StandIn.flexible(minWidth: 0, maxWidth: .infinity, height: 24.5).id($0) }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(.active))
        let frame = view.layout(in: Self.size, environment: Self.environment).frame(of: "a")
        // The card ends at 304; the grip's 21.5 lines end 18 before it, the content 8 before them.
        #expect(frame?.maxX == 304 - 18 - 21.5 - 8)
    }

    final class Fruits {
        var items = ["apple", "banana", "cherry"]
        var flagged: [String] = []
    }

    private struct Editable: View {
        let fruits: Fruits
        var body: some View {
            List {
                ForEach(fruits.items, id: \.self) { name in
                    StandIn.fixed(width: 40, height: 24.5).id(name)
                        .swipeActions(edge: .leading) {
                            Button("Flag") { fruits.flagged.append(name) }
                            Button("Pin") {}
                        }
                }
                .onDelete { fruits.items.remove(atOffsets: $0) }
                .onMove { fruits.items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test("a host deletes a row with its offset")
    func hostDeletes() {
        let fruits = Fruits()
        let host = LayoutHost(Editable(fruits: fruits))
        _ = host.layout(in: Self.size)
        #expect(host.deleteRow(id: "banana"))
        #expect(fruits.items == ["apple", "cherry"])
    }

    @Test("a host moves a row to an offset")
    func hostMoves() {
        let fruits = Fruits()
        let host = LayoutHost(Editable(fruits: fruits))
        _ = host.layout(in: Self.size)
        #expect(host.moveRow(id: "apple", toOffset: 3))
        #expect(fruits.items == ["banana", "cherry", "apple"])
    }

    @Test("a host runs a leading swipe action by its place")
    func hostSwipes() {
        let fruits = Fruits()
        let host = LayoutHost(Editable(fruits: fruits))
        _ = host.layout(in: Self.size)
        #expect(host.performSwipeAction(id: "cherry", edge: .leading, at: 0))
        #expect(fruits.flagged == ["cherry"])
        #expect(!host.performSwipeAction(id: "cherry", edge: .leading, at: 2))
    }

    @Test("a deletable row's trailing swipe deletes it")
    func trailingSwipeDeletes() {
        let fruits = Fruits()
        let host = LayoutHost(Editable(fruits: fruits))
        _ = host.layout(in: Self.size)
        #expect(host.performSwipeAction(id: "apple"))
        #expect(fruits.items == ["banana", "cherry"])
    }

    @Test("a host cannot delete a row whose deletion is disabled")
    func hostRespectsDeleteDisabled() {
        var deleted = false
        let host = LayoutHost(List {
            ForEach(["a"], id: \.self) { StandIn.fixed(width: 40, height: 24.5).id($0).deleteDisabled(true) }
                .onDelete { _ in deleted = true }
        })
        _ = host.layout(in: Self.size)
        #expect(!host.deleteRow(id: "a"))
        #expect(!deleted)
    }

    private struct Screen: View {
        var body: some View {
            NavigationStack {
                VStack {
                    EditButton().id("edit")
                    List {
                        ForEach(["a"], id: \.self) { StandIn.fixed(width: 40, height: 24.5).id($0) }.onDelete { _ in }
                    }
                }
            }
        }
    }

    @Test("EditButton toggles the navigation stack's edit mode")
    func editButtonToggles() throws {
        let host = LayoutHost(Screen())
        let phone = ProposedViewSize(width: 320, height: 568)
        let before = try #require(host.layout(in: phone).frame(of: "a"))
        #expect(host.activate(id: "edit"))
        let after = try #require(host.layout(in: phone).frame(of: "a"))
        #expect(after.minX == before.minX + 40)
    }

    @Test("EditMode is editing when active or transient")
    func isEditing() {
        #expect(EditMode.active.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(!EditMode.inactive.isEditing)
    }
}

/// SwiftUI's collection helpers for `onDelete` and `onMove`.
@Suite("Collection editing")
struct CollectionEditingTests {
    @Test("move(fromOffsets:toOffset:) puts the elements before the destination")
    func move() {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(items == ["b", "d", "a", "c"])
        items.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        #expect(items == ["c", "b", "d", "a"])
    }

    @Test("move and remove ignore offsets outside the collection")
    func outOfRange() {
        var items = ["a", "b"]
        items.move(fromOffsets: IndexSet([5]), toOffset: -3)
        items.remove(atOffsets: IndexSet([7]))
        #expect(items == ["a", "b"])
    }

    @Test("remove(atOffsets:) removes every offset")
    func remove() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([1, 3]))
        #expect(items == ["a", "c"])
    }
}
