"""Turns the rendered page of sheng_wenxi_2026.pdf into a phone photo (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(251)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "sheng_wenxi_2026-1.png")).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 80, 66))   # desk
bg.paste(page, ((bg.width-W)//2, (bg.height-H)//2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: light from top-left
gv = Image.linear_gradient("L").resize(img.size)
gh = Image.linear_gradient("L").rotate(90).resize(img.size)
grad = ImageChops.add(gv, gh, scale=2.0)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - v//5)]*3)
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", img.size, 0); d = ImageDraw.Draw(vig)
d.ellipse([-img.width*0.15, -img.height*0.1, img.width*1.15, img.height*1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 26, 22)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v//5)), 0.35)
img.save(os.path.join(here, "..", "cvs", "盛闻溪_简历_2026.jpg"), quality=82)
