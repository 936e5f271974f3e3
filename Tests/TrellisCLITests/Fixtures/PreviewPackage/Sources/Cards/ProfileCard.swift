import SwiftUI

/// A card with an avatar, a name and a role.
struct ProfileCard: View {
    var name: String
    var role: String

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).foregroundStyle(.secondary)
            }
        }
        .padding(16)
    }
}

#if DEBUG
struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Ada Lovelace", role: "Analyst")
    }
}

#Preview("Compact card", traits: .sizeThatFitsLayout) {
    // As wide as the screen on a device; at its ideal width with `.sizeThatFitsLayout`.
    ProfileCard(name: "Grace Hopper", role: "Admiral").frame(maxWidth: .infinity)
}
#endif
