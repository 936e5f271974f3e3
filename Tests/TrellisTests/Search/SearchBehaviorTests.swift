import Foundation
import Testing
@testable import Trellis

/// The search modifiers beside `searchable`: scopes, hidden suggestions, the toolbar while
/// presented, tokens with a presentation binding and editable tokens. Apple's documentation
/// says what each does; the bands are the recorded `ios/search/*` fixtures'.
@Suite("Search behaviours")
@MainActor
struct SearchBehaviorTests {
    private let window = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: window, environment: environment)
    }

    private func screen(presented: Bool, text: String = "", activation: SearchScopeActivation = .automatic) -> some View {
        NavigationStack {
            Color.clear.navigationTitle("Fruit")
                .searchable(text: .constant(text), isPresented: .constant(presented))
                .searchScopes(.constant(0), activation: activation) {
                    Text("All").tag(0)
                    Text("Fresh").tag(1)
                }
        }
    }

    @Test("the scopes show in the top band while the search is presented")
    func scopesWhilePresented() {
        let shown = layout(screen(presented: true))
        let picker = shown.elements.first { $0.name.contains("Picker") }
        #expect(picker != nil)
        #expect((picker?.frame.maxY ?? .infinity) <= 54)
        #expect(!layout(screen(presented: false)).elements.contains { $0.name.contains("Picker") })
    }

    @Test("scopes activated on text entry wait for text")
    func scopesOnTextEntry() {
        #expect(!layout(screen(presented: true, activation: .onTextEntry)).elements.contains { $0.name.contains("Picker") })
        #expect(layout(screen(presented: true, text: "a", activation: .onTextEntry)).elements.contains { $0.name.contains("Picker") })
    }

    @Test("suggestions hidden for the content do not show")
    func hiddenSuggestions() {
        let result = layout(NavigationStack {
            Color.clear.searchable(text: .constant(""), isPresented: .constant(true))
                .searchSuggestions { StandIn.fixed(width: 40, height: 24.5).id("suggestion") }
                .searchSuggestions(.hidden, for: .content)
        })
        #expect(result.frame(of: "suggestion") == nil)
    }

    @Test("avoidHidingContent keeps the large title's bar while the search is presented")
    func avoidHidingContent() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Fruit")
                .searchable(text: .constant(""), isPresented: .constant(true))
                .searchPresentationToolbarBehavior(.avoidHidingContent)
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 116.5, width: 320, height: 480 - 116.5 - 60))
    }

    /// A view as wide as `isSearching` says: 100 while searching, 50 otherwise.
    struct SearchingProbe: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View { StandIn.fixed(width: isSearching ? 100 : 50, height: 10) }
    }

    struct Tag: Identifiable { let id: String }

    @Test("tokens with a presentation binding: the content is searching")
    func tokensPresented() {
        let result = layout(NavigationStack {
            SearchingProbe().id("probe")
                .searchable(text: .constant(""), tokens: .constant([Tag(id: "Red")]), isPresented: .constant(true)) { Text($0.id) }
        })
        #expect(result.frame(of: "probe")?.width == 100)
        #expect(result.elements.contains { $0.name.contains("Red") })
    }

    @Test("editable tokens are drawn from bindings to them")
    func editableTokens() {
        let result = layout(NavigationStack {
            Color.clear.searchable(text: .constant(""), editableTokens: .constant([Tag(id: "Red"), Tag(id: "Ripe")])) { tag in
                Text(tag.wrappedValue.id)
            }
        })
        #expect(result.elements.contains { $0.name.contains("Red") })
        #expect(result.elements.contains { $0.name.contains("Ripe") })
    }

    @Test("suggestions show in the content on iOS")
    func suggestionsPlacement() {
        #expect(EnvironmentValues().searchSuggestionsPlacement == .content)
    }

    /// A search with tokens whose suggestion completes a token.
    struct TokenSearch: View {
        @State var query = "re"
        @State var tokens: [Tag] = []
        var body: some View {
            NavigationStack {
                Color.clear
                    .searchable(text: $query, tokens: $tokens, isPresented: .constant(true)) { Text($0.id) }
                    .searchSuggestions {
                        StandIn.fixed(width: 40, height: 24.5).searchCompletion(Tag(id: "Red")).id("red")
                    }
            }
            .overlay { StandIn.fixed(width: CGFloat(tokens.count), height: CGFloat(query.count)).id("state") }
        }
    }

    @Test("activating a token suggestion adds the token and clears the text")
    func tokenCompletion() {
        let host = LayoutHost(TokenSearch(), environment: environment)
        var result = host.layout(in: window)
        #expect(result.frame(of: "state")?.size == CGSize(width: 0, height: 2))
        #expect(host.activate(id: "red"))
        result = host.layout(in: window)
        #expect(result.frame(of: "state")?.size == CGSize(width: 1, height: 0))
        #expect(result.elements.contains { $0.name.contains("\"Red\"") })
    }
}
