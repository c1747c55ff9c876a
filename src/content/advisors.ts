import type { TeamMember } from './team';

/** One group of the advisors page; `id` is the fragment its in-page link and heading use. */
export interface AdvisorGroup {
  id: string;
  heading: string;
  intro: string;
  advisors: TeamMember[];
}

/**
 * Fictional placeholder advisors; portraits are neutral generated avatars in public/images/advisors.
 * Life spans join their years to the dash (U+2060 word joiner) so a narrow card never splits them.
 */
function advisor(slug: string, name: string, title: string, description: string[]): TeamMember {
  return { img: `/images/advisors/${slug}.svg`, name, alt: `Portrait placeholder of ${name}`, title, description };
}

export const advisorGroups: AdvisorGroup[] = [
  {
    id: 'technical-and-industrial',
    heading: 'Technical, Industrial and Financial',
    intro:
      'Leaders who have run utilities, chemical plants, factories and capital markets, and who test our plans against how power plants are really built, financed and operated.',
    advisors: [
      advisor('margaret-thornbury', 'Margaret Thornbury', 'Former Chief Executive Officer, regional electric utility', [
        'Margaret spent thirty years in the electricity business, the last nine as chief executive of a regional utility serving more than two million customers. She led it through the retirement of its coal stations, a major refurbishment of its nuclear units and the build-out of its transmission grid.',
        'She advises us on what utilities need from a new reactor before they will commit to one: predictable construction schedules, a credible operating model and a plant that fits their existing sites, grid connections and workforce.',
        'Margaret trained as an electrical engineer and began her career as a shift engineer at a hydroelectric station. She chairs the board of a technical college foundation that funds apprenticeships in the skilled trades.',
      ]),
      advisor('rajesh-venkataraman', 'Rajesh Venkataraman', 'Former Executive Vice President, Operations, specialty chemicals producer', [
        'Rajesh ran manufacturing for a global specialty chemicals company with more than forty plants on four continents, many of them large consumers of high-pressure steam raised in gas-fired boilers.',
        'He helps us understand how an industrial host would integrate 585 °C heat into a working chemical complex: steam conditions, reliability targets, outage planning and the contracts a plant manager would need to sign.',
        'Earlier in his career he managed process safety for a petrochemical site and led its recovery after a major turnaround. He holds a doctorate in chemical engineering.',
      ]),
      advisor('ingrid-solberg', 'Dr. Ingrid Solberg', 'Molten salt chemist, retired national laboratory fellow', [
        'Ingrid spent more than three decades studying molten fluoride salts: their chemistry, their interaction with structural alloys and the behaviour of fission products dissolved in them.',
        'At a national laboratory she led the programme that qualified salt purification and redox-control methods for high-temperature test loops, work that our own fuel-salt specifications build on.',
        'She reviews our chemistry and materials programme and mentors the younger scientists on our research team. Ingrid has written more than a hundred peer-reviewed papers and two textbooks on high-temperature salts.',
      ]),
      advisor('olumide-adebayo', 'Olumide Adebayo', 'Infrastructure investor and former managing director, project finance', [
        'Olumide has arranged more than thirty billion dollars of financing for ports, pipelines, power stations and transmission lines, first at an international bank and later as a managing director of an infrastructure fund.',
        'He advises us on how first-of-a-kind plants can move from venture funding to project finance, and on the contract structures and risk sharing that lenders and industrial customers expect.',
        'Olumide serves on the investment committee of a development finance institution and lectures on infrastructure finance at a business school.',
      ]),
      advisor('carlos-mendoza-ruiz', 'Carlos Mendoza Ruiz', 'Former Head of Engineering, heavy fabrication and shipbuilding', [
        'Carlos led engineering at a heavy fabrication group that builds pressure vessels, ship hulls and offshore modules in covered yards, then ships them whole to site.',
        'He brings that factory mindset to our replaceable Core-unit and modular plant design, advising on welding qualification, module sizes that can travel by road and rail, and the tooling a serial production line would need.',
        'Carlos is a fellow of his national engineering academy and has championed digital engineering and quality systems across the fabrication industry.',
      ]),
      advisor('yuki-tanabe', 'Yuki Tanabe', 'Former Chief Financial Officer, independent power producer', [
        'Yuki was chief financial officer of a listed independent power producer with wind, hydro, gas and battery assets across North America and Asia, where she led two public offerings and a large refinancing.',
        'She advises our board on capital planning, public-company reporting and the long-term energy supply agreements that underpin plant financing.',
        'Yuki is a chartered financial analyst and chairs the audit committee of a water utility.',
      ]),
    ],
  },
  {
    id: 'policy-and-regulatory',
    heading: 'Policy, Regulation and Environmental',
    intro:
      'Former regulators, economists, public servants and scientists who help us meet the highest safety and environmental standards and explain clearly what the IMSR means for climate and communities.',
    advisors: [
      advisor('elena-vasquez-moreau', 'Dr. Elena Vasquez-Moreau', 'Former Commissioner, national nuclear regulator', [
        'Elena served eight years as a commissioner of a national nuclear safety regulator, where she took part in licensing decisions for power reactors, research reactors and waste facilities.',
        'Before that she led the regulator’s reactor safety assessment division and represented it in international working groups on the licensing of small modular and advanced reactors.',
        'She advises us on preparing a safety case that regulators can review efficiently, and on the transparency that host communities rightly expect from a nuclear developer.',
        'Elena holds a doctorate in nuclear engineering and teaches a graduate course on safety regulation.',
      ]),
      advisor('samuel-okonkwo', 'Professor Samuel Okonkwo', 'Energy economist', [
        'Samuel is a professor of energy economics whose research covers electricity markets, the cost of industrial heat and the economics of decarbonising heavy industry.',
        'He has advised finance ministries, regulators and international agencies on carbon pricing and on how to value firm, low-carbon capacity alongside variable renewables.',
        'Samuel helps us test our cost estimates, under US$69 per MWh for electricity and under US$8.60 per MMBtu for heat, against independent models and real market data.',
      ]),
      advisor('aisling-brennan', 'Dr. Aisling Brennan', 'Environmental scientist', [
        'Aisling is an environmental scientist specialising in life-cycle assessment: the full greenhouse gas, land, water and materials footprint of energy systems from mining to decommissioning.',
        'She led an independent review of life-cycle emissions across generation technologies and now advises us on measuring and reporting the footprint of an IMSR plant, including its compact site of about 7 hectares.',
        'Aisling also works with conservation groups on the siting of energy infrastructure near sensitive habitats.',
      ]),
      advisor('robert-kessler', 'Robert Kessler', 'Former Deputy Minister of Energy', [
        'Robert spent twenty-five years in public service, finishing as deputy minister of energy, where he led the department through a national clean electricity strategy and a review of nuclear liability law.',
        'He advises us on working with governments at every level, from federal funding programmes to the provincial and municipal approvals a new plant needs.',
        'Since leaving government Robert has taught public policy and served on the boards of a hospital and a regional economic development agency.',
      ]),
      advisor('nadia-rahimi', 'Nadia Rahimi', 'Former Director, federal environmental assessment agency', [
        'Nadia directed major-project reviews at a federal environmental assessment agency, overseeing assessments of mines, pipelines, hydro dams and nuclear facilities.',
        'She brings deep experience of early engagement with Indigenous nations and local communities, and of designing assessments that are thorough, predictable and fair to everyone involved.',
        'Nadia advises us on site selection, baseline studies and the engagement plans that should begin long before any application is filed.',
      ]),
    ],
  },
  {
    id: 'in-memoriam',
    heading: 'In Memoriam',
    intro: 'We remember with gratitude two advisors whose knowledge and generosity shaped our company from its earliest days.',
    advisors: [
      advisor('walter-hargreaves', 'Dr. Walter Hargreaves', 'Founding Technical Advisor, 1938\u2060–\u20602021', [
        'Walter was among the engineers who operated one of the first molten salt test reactors in the 1960s, and he never stopped believing that liquid-fuel reactors would one day power industry.',
        'He joined us as our first technical advisor, spending countless hours with young engineers who had only read about the experiments he had run. His notebooks, annotated in his careful hand, remain in our library.',
        'Walter’s warmth, humour and insistence on testing every assumption are missed by all who worked with him.',
      ]),
      advisor('chiara-benedetti', 'Dr. Chiara Benedetti', 'Advisor on Safety and Materials, 1946\u2060–\u20602023', [
        'Chiara was an internationally respected materials scientist and nuclear safety expert who spent her career on the behaviour of alloys under heat and radiation.',
        'She chaired expert panels for international safety bodies and advised us from our early design reviews onward, helping to shape the seven-year life of the Core-unit.',
        'Colleagues remember Chiara as a rigorous reviewer and an unfailingly kind teacher, who championed the careers of women in nuclear science.',
      ]),
    ],
  },
];
