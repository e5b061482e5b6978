#if canImport(SwiftUI)
  import ShowcaseDomain
  import SwiftUI

  /// The top of a profile: avatar, name and bio. Data in, pixels out.
  struct ProfileHeaderView: View {
    let member: User

    var body: some View {
      VStack(spacing: 8) {
        Image(systemName: "person.crop.circle.fill")
          .font(.system(size: 72))
          .foregroundStyle(.tint)
          .accessibilityHidden(true)
        Text(member.name)
          .font(.title)
        Text(member.email)
          .font(.subheadline)
          .foregroundStyle(.secondary)
        if !member.bio.isEmpty {
          Text(member.bio)
            .multilineTextAlignment(.center)
        }
      }
    }
  }

  #Preview {
    ProfileHeaderView(member: User(id: 1, name: "Member 1", email: "member1@example.com", bio: "Hello."))
  }
#endif
