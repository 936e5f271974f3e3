// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux), nothing from Trellis by name but the headless host the test reads frames from.
import SwiftUI
import Testing

/// A login form as apps write one: `@State` bindings into the fields and the toggle, a
/// prominent button disabled until both fields are filled, a plain button under it.
private struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .id("email")
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .id("password")
            Toggle("Remember me", isOn: $remember)
                .id("remember")
            Button("Sign in") { print("signing in") }
                .buttonStyle(.borderedProminent)
                .disabled(email.isEmpty || password.isEmpty)
                .id("signIn")
            Button("Forgot password?", role: .cancel) {}
                .buttonStyle(.plain)
                .id("forgot")
        }
        .padding()
    }
}

@Suite("A login form written as SwiftUI")
@MainActor
struct LoginFormCodeTests {
    // iOS 26's control sizes (docs/semantics.md, "Controls"): fields 34 tall with a rounded
    // border, the switch row 30, a bordered button its label plus 7 above and below.
    @Test("the fields and the toggle fill the padded width at iOS's heights")
    func fieldsFillTheWidth() {
        let result = LoginForm().layout(in: ProposedViewSize(width: 390, height: 600), fonts: .testFont)
        #expect(result.frame(of: "email")?.size == CGSize(width: 358, height: 34))
        #expect(result.frame(of: "password")?.size == CGSize(width: 358, height: 34))
        #expect(result.frame(of: "remember")?.size == CGSize(width: 358, height: 30))
    }

    @Test("the prominent button is its label plus 12 sideways and 7 above and below, centred")
    func prominentButtonHugsItsLabel() {
        let result = LoginForm().layout(in: ProposedViewSize(width: 390, height: 600), fonts: .testFont)
        // The square test font: "Sign in" is 7 glyphs of 17 points.
        #expect(result.frame(of: "signIn")?.size == CGSize(width: 7 * 17 + 24, height: 17 + 14))
        #expect(abs((result.frame(of: "signIn")?.midX ?? 0) - 195) <= 0.5)   // centred, to the pixel
    }
}
