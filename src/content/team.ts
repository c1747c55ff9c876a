/** A leadership card: portrait, name, role and a biography in paragraphs. */
export interface TeamMember {
  img: string;
  name: string;
  alt: string;
  title: string;
  description: string[];
}

/** Fictional placeholder executives; portraits are neutral generated avatars in public/images/team. */
function member(slug: string, name: string, title: string, description: string[]): TeamMember {
  return { img: `/images/team/${slug}.svg`, name, alt: `Portrait placeholder of ${name}`, title, description };
}

export const teamMembers: TeamMember[] = [
  member('amara-okafor', 'Amara Okafor', 'Chief Executive Officer', [
    'Amara leads the company’s strategy and its path from design to the first commercial Integral Molten Salt Reactor. She joined after two decades in the power sector, most recently running a regional utility’s generation business through a period of major plant refurbishments.',
    'Earlier in her career she managed large capital projects for a grid operator and advised governments on electricity market reform. She holds a degree in chemical engineering and an MBA.',
    'Amara sits on the board of an industry association for advanced reactor developers and speaks often about the role of firm, clean heat in decarbonising heavy industry.',
  ]),
  member('kenji-watanabe', 'Kenji Watanabe', 'Chief Technology Officer', [
    'Kenji is responsible for the reactor design, the technology roadmap and the research programme behind it. He has spent his career on molten salt chemistry and high-temperature materials, starting at a national laboratory loop facility.',
    'Before joining, he led a team developing corrosion-resistant alloys for advanced reactors and concentrated solar plants, and he has authored dozens of peer-reviewed papers on salt behaviour and fuel chemistry.',
  ]),
  member('sofia-marquez', 'Sofía Márquez', 'Chief Financial Officer', [
    'Sofía oversees finance, investor relations and the capital plan that carries the company through licensing and construction. She brings experience in project finance for energy infrastructure across three continents.',
    'She previously served as finance director of an independent power producer, where she arranged financing for wind, hydro and gas projects, and began her career in the energy team of an investment bank.',
    'Sofía is a chartered accountant and mentors early-career finance professionals through a university alumni network.',
  ]),
  member('david-lindqvist', 'David Lindqvist', 'Chief Operating Officer', [
    'David runs day-to-day operations, from programme management to quality assurance, and makes sure engineering, supply chain and licensing move in step.',
    'He spent fifteen years in nuclear plant operations and outages, including as station manager at a multi-unit site, and later led operational readiness for a new-build project.',
  ]),
  member('priya-raman', 'Priya Raman', 'Chief Nuclear Officer', [
    'Priya is accountable for nuclear safety, safety culture and the operating model of future plants. She holds a senior reactor operator licence from earlier in her career and has worked in both operating plants and regulatory bodies.',
    'Before joining, she directed a safety analysis group responsible for probabilistic risk assessments and emergency planning across a fleet of reactors.',
    'Priya chairs the company’s internal safety review committee and is a strong advocate for transparent engagement with host communities.',
  ]),
  member('thomas-mbeki', 'Thomas Mbeki', 'General Counsel', [
    'Thomas leads legal affairs, governance and compliance, including export control and nuclear liability matters. He advises the board on corporate transactions and the company’s listing obligations.',
    'He practised energy and regulatory law for many years, representing developers of generation and transmission projects, and later served as in-house counsel to an engineering and construction firm.',
  ]),
  member('helene-dubois', 'Hélène Dubois', 'VP Licensing and Regulatory Affairs', [
    'Hélène directs the company’s licensing strategy and its pre-licensing engagement with regulators in several countries. She coordinates the safety case documentation and the responses to regulatory review.',
    'She has worked on licence applications for research reactors, fuel facilities and a power uprate, and spent several years as a technical reviewer at a national regulator.',
    'Hélène holds a doctorate in nuclear engineering and contributes to international working groups on the regulation of advanced reactors.',
  ]),
  member('marcus-chen', 'Marcus Chen', 'VP Engineering', [
    'Marcus leads the engineering teams responsible for the reactor systems, balance of plant and the integration of the replaceable core unit. He focuses on designs that can be manufactured in a factory and built quickly on site.',
    'He previously held engineering leadership roles at a heavy equipment manufacturer and at a firm building modular chemical plants, where he introduced digital engineering across the project lifecycle.',
  ]),
  member('fatima-haddad', 'Fatima Haddad', 'VP Supply Chain', [
    'Fatima builds the supplier base for components, materials and fuel, and sets up the qualification programmes that nuclear-grade manufacturing requires.',
    'She spent her career in procurement for aerospace and energy companies, most recently leading strategic sourcing for large rotating equipment and pressure vessels.',
    'Fatima is a certified supply chain professional and works with suppliers to develop domestic manufacturing capability.',
  ]),
  member('jonas-eriksen', 'Jonas Eriksen', 'VP Business Development', [
    'Jonas works with utilities, industrial companies and governments interested in deploying the Integral Molten Salt Reactor for electricity and high-temperature process heat.',
    'He previously developed power and industrial energy projects for a global energy company and led commercial negotiations for long-term supply agreements.',
  ]),
  member('grace-adeyemi', 'Grace Adeyemi', 'VP People', [
    'Grace leads talent, culture and organisational development as the company grows from a design team into an organisation that builds and supports reactors.',
    'She held human resources leadership roles at an engineering consultancy and a utility, where she launched apprenticeship programmes and a skills partnership with technical colleges.',
    'Grace is passionate about building diverse teams and about training the next generation of nuclear professionals.',
  ]),
];
