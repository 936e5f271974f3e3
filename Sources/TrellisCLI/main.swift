import Foundation
import Trellis

// The demo: a profile card written exactly as for SwiftUI — built-in stacks, modifiers and
// text next to two custom layouts — laid out headless on a phone-sized proposal and printed
// as a frame tree.

/// Stacks its subviews top to bottom at their ideal sizes, leading-aligned.
struct BasicVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Gives every subview the width of the widest one, side by side.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        return CGSize(width: width * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: nil))
            x += width
        }
    }
}

/// A profile card as a SwiftUI developer would write it: stacks, spacers, padding, text, a
/// grid, and a custom layout inside.
struct ProfileCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle().frame(width: 44, height: 44).id("avatar")
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline).id("name")
                    Text("Analyst of engines").font(.subheadline).id("title")
                }
                Spacer()
                Capsule().frame(width: 60, height: 24).id("follow")
            }
            Text("Wrote the first published algorithm for a machine that did not exist yet.")
                .font(.body).lineLimit(2).id("bio")
            EqualWidthHStack {
                Rectangle().frame(width: 40, height: 20).id("stat-1")
                Rectangle().frame(width: 70, height: 20).id("stat-2")
                Rectangle().frame(width: 55, height: 20).id("stat-3")
            }
            BasicVStack {
                Color.blue.frame(width: 120, height: 8)
                Color.green.frame(width: 80, height: 8)
            }
        }
        .padding()
        .frame(width: 320)
    }
}

let result = ProfileCard().layout(in: ProposedViewSize(width: 390, height: 844))
print("A profile card, proposed 390 × 844 (text measured with the system fonts):\n")
print(result)
