# Renders joanne_lui_2026.pdf page 1 to a phone-photo-like JPEG (no text layer).
import subprocess, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "joanne_lui_2026.pdf", "jl_page"], check=True)
import glob
img = Image.open(sorted(glob.glob("jl_page*.png"))[0]).convert("RGB")
w, h = img.size
# paper on a darker table background, rotated 2 degrees
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 80, 66))
bg.paste(img, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-2.0, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading / vignette: darker towards bottom-right
W, H = bg.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(0, 255, 3):
    d.ellipse([-W*0.3 + i*1.2, -H*0.3 + i*1.2, W*1.1 - i*0.4, H*1.1 - i*0.4], fill=i)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 35, 30))
bg = Image.composite(bg, dark, mask.point(lambda v: min(255, 120 + v)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = ImageChops.add(bg, noise, scale=1.0, offset=-118)
bg.save("../cvs/IMG_20261103_182544.jpg", quality=82)
