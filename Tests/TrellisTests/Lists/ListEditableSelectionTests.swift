import Foundation
import Testing
import Trellis

// SwiftUI: "List" init(_:editActions:selection:rowContent:) and
// init(_:id:editActions:selection:rowContent:): editable rows over a binding, in a list with
// a selection.

struct EditableSelectionTask: Identifiable {
    let id: String
    var title: String
}

@MainActor
@Suite("Editable lists with a selection")
struct ListEditableSelectionTests {
    private let proposal = ProposedViewSize(width: 320, height: 500)

    final class Model {
        var tasks = [EditableSelectionTask(id: "a", title: "A"), EditableSelectionTask(id: "b", title: "B"), EditableSelectionTask(id: "c", title: "C")]
        var selected: Set<String> = []
        var single: String?
        var always = "a"
    }

    private enum SelectionForm { case set, optional, always, setByID }

    private struct Screen: View {
        let model: Model
        let form: SelectionForm
        var body: some View {
            let tasks = Binding(get: { model.tasks }, set: { model.tasks = $0 })
            switch form {
            case .set:
                List(tasks, editActions: .all, selection: Binding(get: { model.selected }, set: { model.selected = $0 })) { $task in
                    Text(task.title).tag(task.id).id(task.id)
                }
            case .optional:
                List(tasks, editActions: .delete, selection: Binding(get: { model.single }, set: { model.single = $0 })) { $task in
                    Text(task.title).tag(task.id).id(task.id)
                }
            case .always:
                List(tasks, editActions: .all, selection: Binding(get: { model.always }, set: { model.always = $0 })) { $task in
                    Text(task.title).tag(task.id).id(task.id)
                }
            case .setByID:
                List(tasks, id: \.title, editActions: .all, selection: Binding(get: { model.selected }, set: { model.selected = $0 })) { $task in
                    Text(task.title).tag(task.id).id(task.id)
                }
            }
        }
    }

    @Test("activating a tagged row selects it, in each selection form")
    func tappingSelects() {
        let model = Model()
        for form in [SelectionForm.set, .setByID] {
            model.selected = []
            let host = LayoutHost(Screen(model: model, form: form))
            _ = host.layout(in: proposal)
            #expect(host.activate(id: "b"))
            #expect(model.selected == ["b"])
        }
        let single = LayoutHost(Screen(model: model, form: .optional))
        _ = single.layout(in: proposal)
        #expect(single.activate(id: "c"))
        #expect(model.single == "c")
        let always = LayoutHost(Screen(model: model, form: .always))
        _ = always.layout(in: proposal)
        #expect(always.activate(id: "b"))
        #expect(model.always == "b")
    }

    @Test("the rows still delete and move the collection's elements")
    func rowsStillEdit() {
        let model = Model()
        let host = LayoutHost(Screen(model: model, form: .set))
        _ = host.layout(in: proposal)
        #expect(host.deleteRow(id: "b"))
        #expect(model.tasks.map(\.id) == ["a", "c"])
        // (The model is not observed: a new host reads the rows again.)
        let next = LayoutHost(Screen(model: model, form: .set))
        _ = next.layout(in: proposal)
        #expect(next.moveRow(id: "c", toOffset: 0))
        #expect(model.tasks.map(\.id) == ["c", "a"])
    }

    @Test("delete alone offers no move")
    func deleteAloneOffersNoMove() {
        let model = Model()
        let host = LayoutHost(Screen(model: model, form: .optional))
        _ = host.layout(in: proposal)
        #expect(!host.moveRow(id: "c", toOffset: 0))
        #expect(model.tasks.map(\.id) == ["a", "b", "c"])
    }
}
