# Turns src/ji/page-1.png into a phone photo of a printed page: cvs/季沐禾_简历_2026.jpg
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(152)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "ji", "page-1.png")).convert("RGB")
w, h = page.size
# paper on a darker desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
paper = ImageEnhance.Color(page).enhance(0.9)
paper = Image.blend(paper, Image.new("RGB", paper.size, (236, 230, 214)), 0.12)
bg.paste(paper, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: shading from top-left + vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 6):
    v = int(70 * i / max(W, H))
    dr.line([(i, 0), (0, i)], fill=v, width=6)
shade = shade.filter(ImageFilter.GaussianBlur(40))
img = Image.composite(Image.new("RGB", (W, H), (0, 0, 0)), img, shade.point(lambda p: int(p * 0.55)))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (20, 18, 15)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(os.path.join(here, "..", "cvs", "季沐禾_简历_2026.jpg"), quality=84)
print("saved")
