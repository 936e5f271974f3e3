// The pattern nearly every SwiftUI app written before Observation has: a view model that is an
// `ObservableObject` with `@Published` properties, a Combine pipeline (debounced search text,
// mapped to results), cancellables kept in a `Set`, a timer and `onReceive` in the view. Written
// as an app writes it, against Apple's SwiftUI and Combine; on Linux the two imports resolve to
// Trellis's `SwiftUI` and `Combine` products. Modelled on the search-as-you-type view models of
// SwiftUI tutorials (a `$query.debounce(...).removeDuplicates().map(...)` pipeline assigned to a
// published result list).
import Combine
import Foundation
import SwiftUI

/// A list of names filtered as the query is typed.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String]
    @Published var lastRefresh: Date?

    let names: [String]
    /// Sends when the list is to be refreshed now.
    let refreshes = PassthroughSubject<Void, Never>()
    /// How many searches have been made.
    let searchCount = CurrentValueSubject<Int, Never>(0)
    private var cancellables = Set<AnyCancellable>()

    init(names: [String], debounce: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(200), queue: DispatchQueue = .main) {
        self.names = names
        results = names
        $query
            .dropFirst()
            .debounce(for: debounce, scheduler: queue)
            .removeDuplicates()
            .map { [names] query in SearchModel.filter(names, by: query) }
            .receive(on: queue)
            .sink { [weak self] results in
                self?.results = results
                self?.searchCount.value += 1
            }
            .store(in: &cancellables)
        refreshes
            .map { Just(Date()) }
            .switchToLatest()
            .sink { [weak self] date in self?.lastRefresh = date }
            .store(in: &cancellables)
    }

    /// The names containing `query` (all of them for an empty one), ignoring case.
    static func filter(_ names: [String], by query: String) -> [String] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(trimmed) }
    }
}

/// The results, one row each, with a clock that ticks while the screen shows.
struct SearchScreen: View {
    @ObservedObject var model: SearchModel
    @State private var ticks = 0
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(model.results, id: \.self) { name in
                Text(name).id(name)
            }
            Text("\(ticks)").id("ticks")
        }
        .onReceive(timer) { _ in ticks += 1 }
        .onReceive(model.searchCount) { count in ticks = count * 100 }
    }
}
