// Y tudalennau rhoi gwybod a rhwystro yn Gymraeg (/report, /block).
export default {
  back: "Yn ôl",
  report: {
    title: "Rhoi gwybod am hyn: {{what}}",
    description: "Rhowch wybod i gymedrolwr am rywbeth sy’n torri canllawiau’r gymuned.",
    lead: "Bydd cymedrolwr yn edrych arno. Ni chaiff yr aelod y rhowch wybod amdano byth wybod pwy roddodd wybod.",
    gate: "Mae rhoi gwybod ar gyfer aelodau. Dewch yn aelod i roi gwybod am broblem.",
    nothing: "Does dim i roi gwybod amdano",
    notSent: "Ni anfonwyd yr adroddiad",
    sent: "Diolch: bydd cymedrolwr yn edrych arno",
    already: "Rydych chi eisoes wedi rhoi gwybod am hyn. Bydd cymedrolwr yn edrych arno.",
    tooMany:
      "Rydych chi wedi anfon llawer o adroddiadau yn yr awr ddiwethaf. Rhowch gynnig arall arni yn nes ymlaen.",
    notFound: "Does dim modd rhoi gwybod am hynny: efallai ei fod wedi’i dynnu’n barod.",
  },
  block: {
    description: "Rhwystro aelod: ni all y naill na’r llall ohonoch anfon neges at y llall.",
    blockedHeading: "Rydych chi wedi rhwystro {{name}}",
    unreadable: "Doedd dim modd darllen y ffurflen hon. Ewch yn ôl a rhowch gynnig arall arni.",
    blocked: "Wedi rhwystro",
    unblocked: "Wedi dadrwystro",
    errors: {
      self: "Allwch chi ddim rhwystro eich hun.",
      memberNotFound: "Heb ddod o hyd i’r aelod",
      forbidden: "Dim ond o’ch cyfrif eich hun y gallwch rwystro a dadrwystro aelodau.",
      blockNotFound: "Nid yw’r aelod hwnnw ar eich rhestr o aelodau wedi’u rhwystro.",
    },
  },
};
