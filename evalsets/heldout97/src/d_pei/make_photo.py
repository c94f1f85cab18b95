"""Turns pei_old_2021.pdf page 1 (rendered at 150 dpi) into a phone-photo JPG with no text layer."""
import os, random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", os.path.join(here, "pei_old_2021.pdf"),
                os.path.join(here, "pei_old_2021_page")], check=True)
img = Image.open(os.path.join(here, "pei_old_2021_page.png")).convert("RGB")
w, h = img.size
# paper tint + table background
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 64))
img = Image.blend(img, Image.new("RGB", img.size, (236, 230, 214)), 0.12)
img = img.rotate(-2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 78, 64))
canvas.paste(img, ((canvas.width - img.width) // 2, (canvas.height - img.height) // 2))
# shading: darker towards one corner, vignette
shade = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-canvas.width * 0.25 + i * 2, -canvas.height * 0.2 + i * 2,
               canvas.width * 1.25 - i * 2, canvas.height * 1.2 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", canvas.size, (40, 34, 28))
canvas = Image.composite(canvas, dark, shade.point(lambda v: int(150 + v * 105 / 255)))
grad = Image.linear_gradient("L").resize(canvas.size).rotate(35, expand=False)
canvas = Image.composite(canvas, Image.new("RGB", canvas.size, (60, 55, 50)), grad.point(lambda v: 255 - v // 6))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
random.seed(97)
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = ImageChops.add(canvas, noise, scale=1.0, offset=-128 + 0)
canvas = Image.blend(canvas, ImageChops.multiply(canvas, Image.new("RGB", canvas.size, (255, 250, 240))), 0.5)
out = os.path.join(here, "..", "..", "cvs", "IMG_20210316_101522.jpg")
canvas.save(out, "JPEG", quality=82)
print("wrote", out, canvas.size)
