import Foundation
import Testing
import Trellis

// Snapshot semantics of state (README, "State in a snapshot"): a layout shows every view's
// state as initialised. Apple documents each wrapper's initial value:
// https://developer.apple.com/documentation/swiftui/state ("the initial value"),
// https://developer.apple.com/documentation/swiftui/binding, .../stateobject ("SwiftUI creates
// a new instance of the model object only once during the lifetime of the container"),
// .../observedobject, .../environmentobject, .../bindable.

/// A child sized by a binding.
private struct Slot: View {
    @Binding var width: CGFloat
    var body: some View { Color.blue.frame(width: width, height: 10) }
}

private struct Parent: View {
    @State private var width: CGFloat = 40
    var body: some View { Slot(width: $width).id("slot") }
}

private final class Settings: ObservableObject {
    @Published var columns = 3
    init(columns: Int = 3) { self.columns = columns }
}

private struct Columns: View {
    @ObservedObject var settings: Settings
    var body: some View { Color.red.frame(width: CGFloat(settings.columns) * 10, height: 10) }
}

private struct OwnsSettings: View {
    @StateObject private var settings = Settings(columns: 5)
    var body: some View { Columns(settings: settings).id("columns") }
}

private struct ReadsEnvironmentObject: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Slot(width: $settings.columns.asWidth).id("slot") }
}

extension Binding where Value == Int {
    /// The value as a width, both ways.
    fileprivate var asWidth: Binding<CGFloat> {
        Binding<CGFloat>(get: { CGFloat(wrappedValue) * 10 }, set: { wrappedValue = Int($0 / 10) })
    }
}

@Observable private final class Book {
    var pages = 12
}

private struct BookView: View {
    @State private var book = Book()
    var body: some View { Pages(book: book).id("pages") }
}

private struct Pages: View {
    @Bindable var book: Book
    var body: some View { Slot(width: $book.pages.asWidth) }
}

@Suite("State wrappers in a snapshot")
@MainActor
struct StateTests {
    private let box = ProposedViewSize(width: 200, height: 100)

    @Test("@State lays out with its initial value, passed down as a @Binding")
    func stateAndBinding() {
        #expect(Parent().layout(in: box).frame(of: "slot")?.width == 40)
    }

    @Test("a write through a binding reaches the state and every copy of it")
    func bindingWritesState() {
        let state = State(wrappedValue: 1)
        let binding = state.projectedValue
        binding.wrappedValue = 7
        #expect(state.wrappedValue == 7)
        let copy = state
        #expect(copy.wrappedValue == 7)
    }

    @Test("a constant binding ignores writes")
    func constantBinding() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
        #expect(Slot(width: .constant(24)).id("s").layout(in: box).frame(of: "s")?.width == 24)
    }

    @Test("a binding to a member reads and writes that member of the value")
    func memberBinding() {
        let state = State(wrappedValue: CGSize(width: 1, height: 2))
        let width = state.projectedValue.width
        width.wrappedValue = 9
        #expect(state.wrappedValue == CGSize(width: 9, height: 2))
    }

    @Test("an optional binding is nil when the value is, and unwraps it otherwise")
    func optionalBinding() {
        let missing = State<Int?>()
        #expect(Binding(missing.projectedValue) == nil)
        let present = State<Int?>(wrappedValue: 5)
        #expect(Binding(present.projectedValue)?.wrappedValue == 5)
    }

    @Test("@StateObject makes its object once, with the view's initial value")
    func stateObject() {
        #expect(OwnsSettings().layout(in: box).frame(of: "columns")?.width == 50)
        var made = 0
        let object = StateObject(wrappedValue: { made += 1; return Settings() }())
        _ = object.wrappedValue
        _ = object.wrappedValue
        #expect(made == 1)
    }

    @Test("@ObservedObject reads the object it is given")
    func observedObject() {
        #expect(Columns(settings: Settings(columns: 2)).id("c").layout(in: box).frame(of: "c")?.width == 20)
    }

    @Test("@EnvironmentObject reads the object an ancestor supplied, and binds to its members")
    func environmentObject() {
        let result = ReadsEnvironmentObject().environmentObject(Settings(columns: 7)).layout(in: box)
        #expect(result.frame(of: "slot")?.width == 70)
    }

    @Test("an @Observable model in @State and @Bindable lays out with its initial values")
    func observableModel() {
        #expect(BookView().layout(in: box).frame(of: "pages")?.width == 120)
    }
}
