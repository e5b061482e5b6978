#if canImport(SwiftUI)
  import ShowcaseDomain
  import SwiftUI

  /// One member in a list: a small, data-only view reused by Home and Search (seed 000's view composition).
  struct MemberRow: View {
    let member: User

    var body: some View {
      HStack(spacing: 12) {
        Image(systemName: "person.crop.circle")
          .font(.title)
          .foregroundStyle(.secondary)
          .accessibilityHidden(true)
        VStack(alignment: .leading, spacing: 2) {
          Text(member.name)
            .font(.headline)
          Text(member.email)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
      }
      .accessibilityElement(children: .combine)
    }
  }

  #Preview {
    MemberRow(member: User(id: 1, name: "Member 1", email: "member1@example.com"))
  }
#endif
