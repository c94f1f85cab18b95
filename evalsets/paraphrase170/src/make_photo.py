"""Turn ruan_yuchen_page.pdf into a phone-photo JPG (no text layer)."""
import random, subprocess, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
os.chdir(here)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "ruan_yuchen_page.pdf", "ruan_page"], check=True)
subprocess.run(["pdftotext", "ruan_yuchen_page.pdf", "ruan_yuchen_page.txt"], check=True)
random.seed(170)
img = Image.open("ruan_page.png").convert("RGB")
w, h = img.size
# paper on a desk: pad with a dark background, then rotate
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: gradient shading + vignette
W, H = img.size
# diagonal light fall-off: top-left brighter, bottom-right darker
gv = Image.linear_gradient("L").resize((W, H))
gh = Image.linear_gradient("L").rotate(90).resize((W, H)).transpose(Image.FLIP_LEFT_RIGHT)
shade = Image.blend(gv, gh, 0.5).point(lambda p: int(p * 0.35))
vign = Image.radial_gradient("L").resize((W, H)).point(lambda p: int(p * 0.55))
from PIL import ImageChops
mask = ImageChops.lighter(vign, shade)
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(dark, img, mask)
img = ImageEnhance.Color(img).enhance(0.85)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
px = img.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save("../cvs/IMG_20261103_184512.jpg", quality=82)
os.remove("ruan_page.png")
