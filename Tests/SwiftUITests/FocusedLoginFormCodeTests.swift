// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host that drives it.
import SwiftUI
import Testing

/// A login form as apps write one with focus: an enum of fields, `@FocusState`, the return
/// key labelled Next then Go, and one `onSubmit` on the form that moves focus from field to
/// field and signs in from the last.
private struct FocusedLoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    let signIn: (String, String) -> Void
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
                .id("username")
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .id("password")
            Button("Sign In") { signIn(username, password) }
                .keyboardShortcut(.defaultAction)
        }
        .onSubmit {
            switch focusedField {
            case .username:
                focusedField = .password
            default:
                signIn(username, password)
            }
        }
        .defaultFocus($focusedField, .username)
    }
}

@Suite("A login form with focus, written as SwiftUI")
@MainActor
struct FocusedLoginFormCodeTests {
    final class Attempts { var made: [String] = [] }

    @Test("return moves focus from the username to the password, then signs in")
    func focusMovesFieldToField() {
        let attempts = Attempts()
        let host = LayoutHost(FocusedLoginForm { attempts.made.append("\($0):\($1)") })
        #expect(host.isFocused(id: "username"))        // the default focus
        host.type("ada\n")
        #expect(host.isFocused(id: "password"))
        host.type("secret\n")
        #expect(attempts.made == ["ada:secret"])
        #expect(!host.isFocused(id: "password"))        // submitting put the keyboard away
    }
}
