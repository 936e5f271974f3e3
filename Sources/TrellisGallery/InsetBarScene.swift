import Foundation
import Trellis

/// A conversation on a phone: messages in a scroll view between a title bar and a composer
/// bar, both added with `safeAreaInset`. The bars' backgrounds ignore the safe area and reach
/// under the status bar and the home indicator; the scroll view reaches under the bars and
/// starts its messages below the title.
struct InsetBarScene: View {
    static let messages: [(text: String, mine: Bool)] = [
        ("Did the gears fit?", true),
        ("Every one of them. The mill turned for an hour before the card reader jammed.", false),
        ("And Note G?", true),
        ("Longer than the paper it annotates, as ever.", false),
        ("Then it is ready.", true),
        ("Tomorrow the engine computes the Bernoulli numbers, and we will see whether the tables agree.", false),
        ("Send me the first ten.", true),
        ("You will have them by noon.", false),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(Self.messages.indices, id: \.self) { index in
                    InsetBarBubble(text: Self.messages[index].text, mine: Self.messages[index].mine).id("inset.message.\(index)")
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
        }
        .id("inset.scroll")
        .safeAreaInset(edge: .top, spacing: 0) {
            Text("Ada").font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(Color.white.ignoresSafeArea(edges: .top))
                .id("inset.title")
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack(spacing: 8) {
                Text("Message").foregroundStyle(.gray)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Capsule().fill(groupedBackground))
                Circle().fill(.blue).frame(width: 34, height: 34).id("inset.send")
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Color.white.ignoresSafeArea(edges: .bottom))
            .id("inset.composer")
        }
        .background(groupedBackground.ignoresSafeArea())
    }
}

/// One message: mine on the trailing side in blue, theirs on the leading side in white.
struct InsetBarBubble: View {
    let text: String
    let mine: Bool

    var body: some View {
        HStack {
            if mine { Spacer(minLength: 60) }
            Text(text).font(.body)
                .foregroundStyle(mine ? .white : .black)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(RoundedRectangle(cornerRadius: 16).fill(mine ? Color.blue : Color.white))
            if !mine { Spacer(minLength: 60) }
        }
    }
}
