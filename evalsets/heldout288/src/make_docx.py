# Builds cvs/葛明舟_简历.docx (plain paragraphs, no tables, no headings styles)
from docx import Document
from docx.shared import Pt
import os
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, '..', 'cvs', '葛明舟_简历.docx')
paras = [
 ("葛明舟", True),
 ("手机：139-1584-2207  邮箱：gemingzhou@foxmail.com  现居：江苏南京", False),
 ("求职意向：承载网/数据通信 技术专家", False),
 ("", False),
 ("工作经历", True),
 ("2023年1月 - 至今  中兴通讯股份有限公司（ZTE）  有线产品经营部  高级网络工程师", True),
 ("负责运营商 IP 承载网（STN/IPRAN）SRv6 改造方案设计与割接，覆盖江苏、安徽两省移动省级骨干网；使用 Python（Netmiko/TextFSM）编写批量配置核查与割接脚本，单次割接人工核查工作量减少约 70%。", False),
 ("作为省级项目技术接口，对接中国移动、中国联通客户的规划部门，输出 SR-TE 流量调优与 BGP 路由策略方案。", False),
 ("2019年4月 - 2022年12月  中兴通讯股份有限公司（ZTE）  有线产品经营部  网络工程师", True),
 ("负责 ZXR10 系列路由器在 IP RAN 场景的开局、调测与故障定位，熟练配置 OSPF、IS-IS、BGP、MPLS L3VPN；2021 年赴马来西亚 Maxis 项目现场支持 3 个月。", False),
 ("2014年7月 - 2019年3月  烽火通信科技股份有限公司（FiberHome）  交付工程师", True),
 ("负责 PTN/OTN 设备在湖北、江西运营商项目的安装开通与维护，编写交付文档与割接方案；参与与华为、诺基亚贝尔设备的互通测试。", False),
 ("2013年7月 - 2013年8月  中国移动通信集团江苏有限公司  网络运维实习生（暑期）", True),
 ("", False),
 ("教育背景", True),
 ("2010年9月 - 2014年6月  南京邮电大学  通信工程  本科（工学学士）", False),
 ("", False),
 ("证书", True),
 ("HCIE-Datacom（华为认证数通专家），2020年", False),
 ("中兴通讯 ZTCE 承载网高级认证，2021年", False),
 ("", False),
 ("专业技能", True),
 ("IP/MPLS、SR-MPLS、SRv6、BGP、OSPF、IS-IS、L3VPN/EVPN；Python、Ansible；Wireshark 抓包分析；英语 CET-6", False),
]
d = Document()
st = d.styles['Normal']; st.font.name = 'SimSun'; st.font.size = Pt(10.5)
for t, b in paras:
    p = d.add_paragraph()
    r = p.add_run(t); r.bold = b
d.save(out)
print('wrote', out)
