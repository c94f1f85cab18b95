"""Turns the rendered 2021 page into a phone photo (no text layer)."""
import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "lu_yanqing_2021_zh.pdf", "/tmp/ly/page"], check=True)
im = Image.open("/tmp/ly/page.png").convert("RGB")
im = im.crop((0, 0, im.width, int(im.height * 0.72)))      # the printed part of the page
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 84, 74))   # desk
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
w, h = bg.size
shade = Image.new("L", (w, h), 0); dr = ImageDraw.Draw(shade)
for i in range(60):
    dr.ellipse((-w * 0.3 + i * 6, -h * 0.3 + i * 6, w * 1.3 - i * 6, h * 1.3 - i * 6), fill=int(i * 3.2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.eval(bg, lambda v: int(v * 0.72))
bg = Image.composite(bg, dark, shade)
grad = Image.linear_gradient("L").rotate(90).resize((w, h))   # light from one side
bg = ImageChops.multiply(bg, Image.merge("RGB", [Image.eval(grad, lambda v: 215 + v // 6)] * 3))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = bg.load()
for _ in range(w * h // 12):
    x, y = random.randrange(w), random.randrange(h); n = random.randint(-18, 18)
    r, g, b = px[x, y]; px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("../cvs/鲁砚青_简历_2021.jpg", quality=82)
print(bg.size)
