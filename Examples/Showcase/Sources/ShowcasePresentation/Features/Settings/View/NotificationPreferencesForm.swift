#if canImport(SwiftUI)
  import ShowcaseDomain
  import SwiftUI

  /// The form of seed 003's "@Bindable for Forms": it receives the view model its parent owns and binds each
  /// toggle to it. Saving and its errors are the parent's business, so the form is bindings only.
  struct NotificationPreferencesForm: View {
    @Bindable var viewModel: SettingsViewModel
    @Binding var compactRows: Bool

    var body: some View {
      Form {
        Section("Notifications") {
          Toggle("Notifications", isOn: $viewModel.preferences.notificationsEnabled)
          Toggle("Sound", isOn: $viewModel.preferences.soundEnabled)
            .disabled(!viewModel.preferences.notificationsEnabled)
          Toggle("Haptic Feedback", isOn: $viewModel.preferences.hapticsEnabled)
            .disabled(!viewModel.preferences.notificationsEnabled)
        }
        Section("This device") {
          Toggle("Compact rows", isOn: $compactRows)
        }
      }
    }
  }
#endif
