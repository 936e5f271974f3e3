import Foundation
import Testing
import Trellis

// Rows over a binding to a collection, and the editable forms whose rows delete and move the
// collection's elements themselves. SwiftUI: "ForEach" (init(_:content:) with a Binding,
// https://developer.apple.com/documentation/swiftui/foreach), "EditActions"
// (https://developer.apple.com/documentation/swiftui/editactions): "An edit action that allows
// the user to delete one or more elements of a collection" / "to move elements".

private struct Task: Identifiable {
    let id: String
    var width: CGFloat
}

private struct TaskList: View {
    @State var tasks = [Task(id: "a", width: 10), Task(id: "b", width: 20), Task(id: "c", width: 30)]
    var actions: EditActions<[Task]> = .all
    var body: some View {
        VStack {
            Button("Widen") { tasks[0].width += 5 }.id("widen")
            Color.blue.frame(width: CGFloat(tasks.count * 10), height: 10).id("count")
            List($tasks, editActions: actions) { $task in
                Color.red.frame(width: task.width, height: 10).id(task.id)
            }
            .frame(height: 300)
        }
    }
}

private struct BoundRows: View {
    @State var tasks = [Task(id: "a", width: 10), Task(id: "b", width: 20)]
    var body: some View {
        VStack {
            ForEach($tasks) { $task in
                Button("Widen \(task.id)") { task.width += 10 }.id("widen-\(task.id)")
                Color.red.frame(width: task.width, height: 10).id(task.id)
            }
        }
    }
}

@MainActor
@Suite("Rows over a binding")
struct BindingCollectionsTests {
    let proposal = ProposedViewSize(width: 320, height: 500)

    @Test("ForEach over a binding writes an element through its row's binding")
    func forEachBindingWritesElement() {
        let host = LayoutHost(BoundRows())
        #expect(host.layout(in: proposal).frame(of: "b")?.width == 20)
        #expect(host.activate(id: "widen-b"))
        #expect(host.layout(in: proposal).frame(of: "b")?.width == 30)
        #expect(host.layout(in: proposal).frame(of: "a")?.width == 10)
    }

    @Test("an editable list's delete removes the row's element from the collection")
    func editableDeleteRemoves() {
        let host = LayoutHost(TaskList())
        #expect(host.layout(in: proposal).frame(of: "count")?.width == 30)
        #expect(host.deleteRow(id: "b"))
        let result = host.layout(in: proposal)
        #expect(result.frame(of: "count")?.width == 20)
        #expect(result.frame(of: "b") == nil)
    }

    @Test("an editable list's move reorders the collection")
    func editableMoveReorders() {
        let host = LayoutHost(TaskList())
        let before = host.layout(in: proposal)
        let firstY = before.frame(of: "a")?.minY ?? 0
        #expect(host.moveRow(id: "c", toOffset: 0))
        let after = host.layout(in: proposal)
        #expect(after.frame(of: "c")?.minY == firstY)
    }

    @Test("move alone offers no delete")
    func moveAloneOffersNoDelete() {
        let host = LayoutHost(TaskList(actions: .move))
        _ = host.layout(in: proposal)
        #expect(!host.deleteRow(id: "a"))
        #expect(host.moveRow(id: "a", toOffset: 3))
    }

    @Test("edit actions' raw values: delete, move and all")
    func editActionValues() {
        #expect(EditActions<[Int]>.all == [.delete, .move])
        #expect(EditActions<[Int]>.delete.rawValue != EditActions<[Int]>.move.rawValue)
    }
}
