"""Turns qi_wanqiao_2026.pdf page 1 into a phone photo cvs/qi_wanqiao_cv_photo.jpg (no text layer)."""
import subprocess, random
from PIL import Image, ImageFilter, ImageDraw
random.seed(155)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "qi_wanqiao_2026.pdf", "qwq_page"], check=True)
im = Image.open("qwq_page.png").convert("RGB")
w, h = im.size
# crop to the used part of the page (keeps text large), then put on a "table" background
im = im.crop((0, 0, w, int(h * 0.62)))
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 78, 66))
im = im.rotate(-1.8, expand=True, fillcolor=(92, 78, 66), resample=Image.BICUBIC)
bg.paste(im, (60, 70))
# shading: darker towards bottom-right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
W, H = bg.size
for i in range(0, 255, 3):
    d.ellipse((-W * 0.3 + i * 2, -H * 0.3 + i * 2, W * 1.3 - i * 2, H * 1.3 - i * 2), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", bg.size, (30, 25, 20))
bg = Image.composite(bg, dark, shade.point(lambda v: min(255, 90 + v)))
grad = Image.linear_gradient("L").resize(bg.size).rotate(35)
bg = Image.composite(Image.new("RGB", bg.size, (60, 50, 40)), bg, grad.point(lambda v: v // 5))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, noise, 0.06)
bg.save("../cvs/qi_wanqiao_cv_photo.jpg", quality=82)
