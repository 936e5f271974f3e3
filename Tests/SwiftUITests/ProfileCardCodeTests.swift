// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// A profile card as apps write one: an avatar clipped to a circle with a stroked ring and a
/// shadow, a name and a symbol label, a prominent button, a card background with rounded
/// corners and a border. Issue 22's "profile card written as ordinary SwiftUI".
private struct ProfileCard: View {
    var name = "Ada Lovelace"
    var role = "Analyst of engines"

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Color.orange
                .frame(width: 56, height: 56)
                .clipShape(Circle())
                .overlay(Circle().stroke(.white, lineWidth: 3))
                .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
                .id("avatar")
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline).id("name")
                Label(role, systemImage: "gearshape").font(.subheadline).foregroundStyle(.gray)
                Button("Follow") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.small)
                    .padding(.top, 6)
                    .id("follow")
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .background(.white, in: RoundedRectangle(cornerRadius: 16))
        .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(.gray.opacity(0.3), lineWidth: 1))
        .padding()
        .id("card")
    }
}

@Suite("SwiftUI code: profile card")
@MainActor
struct ProfileCardCodeTests {
    @Test("the card lays out with its styling carried on the result, not in its frames")
    func profileCard() throws {
        let result = LayoutHost(ProfileCard()).layout(in: ProposedViewSize(width: 360, height: 300))
        // The avatar keeps its frame; its clip, ring and shadow are drawing.
        #expect(result.frame(of: "avatar")?.size == CGSize(width: 56, height: 56))
        let avatar = try #require(result.elements.first { $0.id == AnyHashable("avatar") })
        #expect(avatar.effects.shadows.count == 1)
        #expect(result.elements.contains { $0.clipShape?.outline == .circle })
        #expect(result.elements.contains { if case .stroke(.circle, _, _) = $0.drawing { true } else { false } })
        // The name sits 14 after the 16-point padding and the 56-point avatar.
        #expect(result.frame(of: "name")?.minX == result.frame(of: "avatar").map { $0.maxX + 14 })
        #expect(result.frame(of: "follow") != nil)
    }
}
