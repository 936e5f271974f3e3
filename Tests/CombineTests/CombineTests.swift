// Written as SwiftUI files that use Combine are: `import SwiftUI` and `import Combine`, this
// package's modules of those names. The names both OpenCombine and Trellis declare resolve to
// one declaration, Trellis's, which SwiftUI's state wrappers observe.
import Combine
import SwiftUI
import Testing

@Suite("The Combine module")
struct CombineTests {
    @Test("ObservableObject is the protocol SwiftUI's wrappers observe")
    func observableObjectIsSwiftUIs() {
        #expect((any Combine.ObservableObject).self == (any Trellis.ObservableObject).self)
    }

    @Test("Published and ObservableObjectPublisher are Trellis's")
    func publishedIsTrellis() {
        #expect(Combine.Published<Int>.self == Trellis.Published<Int>.self)
        #expect(Combine.ObservableObjectPublisher.self == Trellis.ObservableObjectPublisher.self)
    }

    @Test("an ObservableObject declared with @Published is observable by @ObservedObject")
    func modelIsObservable() {
        final class Model: ObservableObject { @Published var name = "a" }
        let wrapper = ObservedObject(wrappedValue: Model())
        #expect(wrapper.wrappedValue.name == "a")
    }

    @Test("Just, PassthroughSubject and CurrentValueSubject come with import Combine")
    func openCombineTypesAreThere() {
        var seen: [Int] = []
        var bag = Set<AnyCancellable>()
        Just(1).sink { seen.append($0) }.store(in: &bag)
        let current = CurrentValueSubject<Int, Never>(2)
        current.sink { seen.append($0) }.store(in: &bag)
        let passthrough = PassthroughSubject<Int, Never>()
        passthrough.map { $0 * 10 }.sink { seen.append($0) }.store(in: &bag)
        passthrough.send(3)
        #expect(seen == [1, 2, 30])
    }
}
