import Foundation
import Testing
import Trellis

// SwiftUI: "NavigationPath.codable", "NavigationPath.CodableRepresentation",
// "init(_:)" from a representation (https://developer.apple.com/documentation/swiftui/navigationpath):
// "A value that holds the contents of the path in a serializable format", nil "if any of the
// path's elements aren't codable".

struct CodableRecipe: Hashable, Codable {
    let name: String
    let servings: Int
}

private struct PrivateRecipe: Hashable, Codable {
    let name: String
}

private struct Opaque: Hashable {
    let id: Int
}

@MainActor
@Suite("Navigation path encoding")
struct NavigationPathCodableTests {
    private func roundTrip(_ path: NavigationPath) throws -> NavigationPath {
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        return NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    }

    @Test("a path of codable values survives encoding and decoding, in order")
    func roundTripKeepsValues() throws {
        var path = NavigationPath()
        path.append(1)
        path.append("details")
        path.append(CodableRecipe(name: "Soup", servings: 4))
        let decoded = try roundTrip(path)
        #expect(decoded == path)
        #expect(decoded.count == 3)
        #expect(decoded.codable == path.codable)
    }

    @Test("a path holding a value that is not codable has no codable form")
    func nonCodableValue() {
        var path = NavigationPath([1])
        #expect(path.codable != nil)
        path.append(Opaque(id: 2))
        #expect(path.codable == nil)
        #expect(NavigationPath().codable != nil)
    }

    @Test("a value that fails to encode, or of a private type, leaves the path without a codable form")
    func failingEncoding() {
        #expect(NavigationPath([Double.nan]).codable == nil)
        #expect(NavigationPath([2.5]).codable != nil)
        #expect(NavigationPath([PrivateRecipe(name: "Tea")]).codable == nil)
    }

    @Test("a decoded path shows its top value's screen in a stack")
    func decodedPathDrivesStack() throws {
        let decoded = try roundTrip(NavigationPath([CodableRecipe(name: "Soup", servings: 4)]))
        let stack = NavigationStack(path: .constant(decoded)) {
            Text("Recipes").id("root")
                .navigationDestination(for: CodableRecipe.self) { Text($0.name).id("recipe.\($0.name)") }
        }
        let result = stack.layout(in: ProposedViewSize(width: 393, height: 852))
        #expect(result.frame(of: "recipe.Soup") != nil)
    }

    @Test("damaged data: an unknown type keeps the values before it; an odd list throws")
    func damagedData() throws {
        let saved = try JSONEncoder().encode(try #require(NavigationPath([1, 2]).codable))
        var strings = try JSONDecoder().decode([String].self, from: saved)
        strings += ["NoSuchModule.NoSuchType", "{}"]
        let damaged = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: JSONEncoder().encode(strings))
        #expect(NavigationPath(damaged) == NavigationPath([1, 2]))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["Si"]"#.utf8))
        }
    }
}
