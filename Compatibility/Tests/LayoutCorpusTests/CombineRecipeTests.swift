import Combine
import SwiftUI
import Testing

final class Inbox: ObservableObject {
    @Published var unread = 0
}

struct UnreadBar: View {
    @ObservedObject var inbox: Inbox
    let refresh: PassthroughSubject<Int, Never>
    var body: some View {
        Color.red.frame(width: CGFloat(inbox.unread) * 10, height: 10).id("bar")
            .onReceive(refresh) { inbox.unread = $0 }
    }
}

@MainActor @Test func unreadCountDrivesTheBar() {
    let inbox = Inbox()
    let refresh = PassthroughSubject<Int, Never>()
    var counts: [Int] = []
    var cancellables = Set<AnyCancellable>()
    inbox.$unread.sink { counts.append($0) }.store(in: &cancellables)
    let host = LayoutHost(UnreadBar(inbox: inbox, refresh: refresh))
    inbox.unread = 3
    #expect(host.layout(in: ProposedViewSize(width: 100, height: 10)).frame(of: "bar")?.width == 30)
    refresh.send(5)
    #expect(host.layout(in: ProposedViewSize(width: 100, height: 10)).frame(of: "bar")?.width == 50)
    #expect(counts == [0, 3, 5])
}
