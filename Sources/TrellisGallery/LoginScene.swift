import Foundation
import Trellis

/// A login screen on iOS: a title, email and password fields, a "Remember me" toggle, a
/// prominent sign-in button and a plain "Forgot password?" button.
struct LoginScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sign in").font(.largeTitle).bold().id("login.title")
            Text("Sign in to continue").foregroundColor(.secondary)
            TextField("Email", text: .constant("ada@example.com"))
                .textFieldStyle(.roundedBorder).id("login.email")
            SecureField("Password", text: .constant("lovelace"))
                .textFieldStyle(.roundedBorder).id("login.password")
            Toggle("Remember me", isOn: .constant(true)).id("login.remember")
            Button(action: {}) {
                Text("Sign in").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent).controlSize(.large).id("login.signIn")
            Button("Forgot password?") {}
                .buttonStyle(.plain).foregroundColor(.blue)
                .frame(maxWidth: .infinity).id("login.forgot")
            Spacer(minLength: 0)
        }
        .padding(24)
    }
}
