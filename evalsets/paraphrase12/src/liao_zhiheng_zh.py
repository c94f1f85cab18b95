# builds cvs/廖之恒_简历.docx
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
d.add_heading('廖之恒', 0)
d.add_paragraph('SRE 负责人 ｜ 杭州 ｜ 139 5718 2046 ｜ zhiheng.liao.sre@outlook.com')
d.add_heading('工作经历', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, s in zip(t.rows[0].cells, ['时间', '公司', '职位']): c.text = s
rows = [('2024.01–至今', '阿里云', 'SRE 团队负责人'),
        ('2021.04–2023.12', '阿里云', '高级 SRE 工程师'),
        ('2017.07–2021.03', '腾讯 微信事业群（WXG）', '后台开发工程师'),
        ('2016年暑期', '腾讯 微信事业群（WXG）', '后台开发实习生')]
for r in rows:
    cells = t.add_row().cells
    for c, s in zip(cells, r): c.text = s
d.add_heading('阿里云 · SRE 团队负责人', 2)
d.add_paragraph('管理 6 人 SRE 团队，负责招聘、绩效考核和值班体系设计。', style='List Bullet')
d.add_paragraph('负责 ACK 托管 Kubernetes 控制面在 11 个地域的稳定性，P1 故障同比下降 38%。', style='List Bullet')
d.add_heading('阿里云 · 高级 SRE 工程师', 2)
d.add_paragraph('用 Go 开发 Kubernetes Operator，自动化租户集群的 etcd 备份与恢复。', style='List Bullet')
d.add_heading('腾讯 · 后台开发工程师', 2)
d.add_paragraph('负责微信支付通知服务（C++、Redis），春节高峰容量规划。', style='List Bullet')
d.add_heading('教育背景', 1)
d.add_paragraph('2013.09–2017.06　华中科技大学　计算机科学与技术　工学学士')
d.add_heading('技能与证书', 1)
d.add_paragraph('Kubernetes、Docker、Linux、etcd、Terraform、Go、Python、C++、Prometheus；CKA 认证（2022）')
d.save('../cvs/廖之恒_简历.docx')
