"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs')

# --- Rao Jiankun, mechanical engineer (English); name only in the footer ---
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Rao Jiankun — CV — page 1"
d.add_heading('Mechanical Engineer — Humanoid Robot Actuators', 0)
d.add_paragraph('Shenzhen · jk.rao@foxmail.com · +86 135 9076 3318')
d.add_heading('Experience', 1)
d.add_paragraph('UBTECH Robotics, Shenzhen — Senior Mechanical Engineer, Walker Humanoid Program (2023/1 - now)', style=None).runs[0].bold = True
d.add_paragraph('Lead the mechanical design of the knee and hip joint modules of the Walker S humanoid robot; cut actuator mass by 18% with a topology-optimised aluminium housing validated in ANSYS.', style='List Bullet')
d.add_paragraph('Run DFM reviews with three machining suppliers and own the joint-module BOM.', style='List Bullet')
p = d.add_paragraph('UBTECH Robotics, Shenzhen — Mechanical Engineer (2020/7 - 2022/12)'); p.runs[0].bold = True
d.add_paragraph('Designed harmonic-drive servo housings for the Alpha Mini educational robot in SolidWorks; prepared GD&T drawings for mass production.', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('Harbin Institute of Technology (Shenzhen) — Ph.D. candidate in Mechanical Engineering, part-time (2023/9 - expected 2027)')
d.add_paragraph('Zhejiang University of Technology — M.Eng. Mechanical Engineering (2017 - 2020); B.Eng. Mechanical Design, Manufacturing and Automation (2013 - 2017)')
d.add_heading('Publications', 1)
d.add_paragraph('J. Rao, H. Lin, and Q. Sun, "A lightweight quasi-direct-drive knee actuator for humanoid walking," in Proc. IEEE International Conference on Robotics and Automation (ICRA), 2024.')
d.add_paragraph('H. Lin, J. Rao, "Thermal limits of compact harmonic drives," IEEE Robotics and Automation Letters (RA-L), 2022.')
d.add_heading('Service & Awards', 1)
d.add_paragraph('Reviewer, IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS) 2024 and 2025', style='List Bullet')
d.add_paragraph('Second Prize, DJI RoboMaster University Championship (RoboMaster 机甲大师赛), 2016 — mechanical lead of the ZJUT team', style='List Bullet')
d.add_heading('Skills', 1)
d.add_paragraph('SolidWorks, ANSYS Workbench, GD&T, MATLAB/Simulink, basic ROS 2')
d.save(os.path.join(OUT, 'mech_engineer_cv.docx'))

# --- 樊静雯, content operations manager (Chinese), one table per job ---
d = Document()
d.add_heading('樊静雯', 0)
d.add_paragraph('内容运营经理 ｜ 北京 ｜ fanjingwen_ops@163.com ｜ 186-1157-0932')
d.add_heading('工作经历', 1)
jobs = [
    [('公司', '北京快手科技有限公司（快手）'), ('职位', '内容运营经理 · 知识与泛生活垂类'), ('时间', '2021年4月 - 至今'),
     ('职责与业绩', '管理 9 人内容运营团队，负责知识类短视频与直播的创作者扶持、选题策划与流量分发策略；2023 年垂类日均播放量同比增长 64%。')],
    [('公司', '上海宽娱数码科技有限公司（哔哩哔哩 / B站）'), ('职位', '高级内容运营（2019年晋升）；内容运营专员'), ('时间', '2017年7月 - 2021年3月'),
     ('职责与业绩', '负责知识区 UP 主签约与成长体系，策划“知识分享官”计划，一年内签约 UP 主 300+；搭建稿件质量评分表，使用 SQL 与 Excel 做周度数据复盘。')],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = 'Table Grid'
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    d.add_paragraph('')
d.add_heading('教育背景', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, v in zip(t.rows[0].cells, ['2013.09 - 2017.06', '中国传媒大学', '网络与新媒体 文学学士']):
    c.text = v
d.add_heading('其他', 1)
d.add_paragraph('2022 年受邀在中国网络视听大会分论坛做《知识类内容的冷启动》主题分享')
d.add_paragraph('技能：SQL、Excel、剪映、Premiere；英语 CET-6')
d.save(os.path.join(OUT, 'fan_jingwen_简历.docx'))
