// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// A contact, as app models are: identifiable, hashable.
private struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// A list over identifiable data with a selection, as apps write one.
private struct ContactList: View {
    @State private var selection: Contact.ID?
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Charles"), Contact(id: 3, name: "Mary")]

    var body: some View {
        List(contacts, selection: $selection) { contact in
            Text(contact.name)
                .frame(height: 24.5)
                .id("contact-\(contact.id)")
        }
        .listStyle(.insetGrouped)
    }
}

/// A settings form with sections, a footer and row modifiers, as apps write one.
private struct SettingsForm: View {
    @State private var name = "Ada"
    @State private var notifications = true

    var body: some View {
        Form {
            Section("Account") {
                HStack {
                    Text("Name")
                    Spacer()
                    Text(name).foregroundColor(.secondary)
                }
                .frame(height: 24.5)
                .id("name")
            }
            Section {
                Text("Sounds").frame(height: 24.5).id("sounds")
                Text("Badges").frame(height: 24.5).listRowSeparator(.hidden).id("badges")
            } header: {
                Text("Notifications")
            } footer: {
                Text("Shown on the lock screen.")
            }
        }
    }
}

@Suite("SwiftUI code: lists and forms")
@MainActor
struct ListCodeTests {
    @Test("a list over identifiable data puts its rows 56 apart on a card 16 in (iOS 26, ios/list/basic)")
    func contactList() {
        let result = LayoutHost(ContactList()).layout(in: ProposedViewSize(width: 320, height: 400))
        #expect(result.frame(of: "contact-1")?.minX == 32)
        let first = result.frame(of: "contact-1")?.minY ?? 0, second = result.frame(of: "contact-2")?.minY ?? 0
        #expect(second - first == 56)
    }

    @Test("a form's rows fill the card's width less the insets, its sections spaced as iOS 26's")
    func settingsForm() {
        let result = LayoutHost(SettingsForm()).layout(in: ProposedViewSize(width: 320, height: 520))
        #expect(result.frame(of: "name")?.width == 256)
        #expect(result.frame(of: "badges").map { $0.minY - (result.frame(of: "sounds")?.minY ?? 0) } == 56)
    }
}
