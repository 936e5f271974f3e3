import Foundation
import Trellis

/// An iOS Settings screen written as a `Form`: sections with headers and footers, rows with a
/// trailing value, on the grouped background, with the row heights, insets, cards and
/// separators of iOS 26.
struct SettingsFormScene: View {
    var body: some View {
        Form {
            Section {
                SettingsFormRow(label: "Airplane Mode", value: "Off").id("form.airplane")
                SettingsFormRow(label: "Wi-Fi", value: "Home").id("form.wifi")
                SettingsFormRow(label: "Bluetooth", value: "On").id("form.bluetooth")
            } header: {
                Text("Network").id("form.networkHeader")
            }
            Section {
                SettingsFormRow(label: "Notifications", value: "Immediate").id("form.notifications")
                SettingsFormRow(label: "Sounds", value: "Chord").id("form.sounds")
            } header: {
                Text("Alerts")
            } footer: {
                Text("Alerts arrive at once unless Focus is on.").id("form.footer")
            }
            Section("About") {
                SettingsFormRow(label: "Version", value: "26.0").id("form.version")
                SettingsFormRow(label: "Storage", value: "64 GB").id("form.storage")
            }
        }
        .id("form")
    }
}

/// A label on the leading side and its value, in the secondary colour, on the trailing side.
struct SettingsFormRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
            Spacer()
            Text(value).foregroundColor(.secondary)
        }
    }
}
